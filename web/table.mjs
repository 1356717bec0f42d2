// The table page: the channel's live table as its reader may see it, pushed by the bot over
// a WebSocket at every change; the reader's moves by tapping (every game) and, in Deal Me
// In, by dragging cards onto the board. Plain modern browser code (ES modules, pointer
// events), no framework and no build step: the bot serves these files as committed.
//
// Signing in: the Open table link carries a session in its fragment (#session=...);
// inside a Discord Activity (the page is opened with ?frame_id=...), the Embedded App SDK
// asks Discord for an OAuth code, which the bot's server exchanges (POST /api/session).
// The server decides everything: which seat the session plays, what it may see, whether a
// move is legal. The page only shows and asks.

import { cardElement, drawBoard, drawTable, fill, loadWords } from "./cards.mjs";

const $ = (id) => document.getElementById(id);
const state = {
  words: {},
  sign: null, // { session, guild, channel }
  table: null,
  selected: [],
  socket: null,
  asked: 0,
  waiting: new Map(), // request id -> resolve
  retry: 0,
  drag: null,
};

const STORE_KEY = "cardtable.sign";

// ------------------------------------------------------------------ signing in

function fromFragment() {
  const fields = new URLSearchParams(location.hash.slice(1));
  if (!fields.get("session")) return null;
  history.replaceState(null, "", location.pathname + location.search);
  return { session: fields.get("session"), guild: fields.get("guild"), channel: fields.get("channel") };
}

async function fromActivity(config) {
  const query = new URLSearchParams(location.search);
  if (!query.get("frame_id") || !config.client_id) return null;
  const sdk = window.cardtableSdk
    ? await window.cardtableSdk(config.client_id)
    : new (await import("./vendor/discord-sdk.mjs")).DiscordSDK(config.client_id);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: config.client_id,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const answer = await fetch(`/api/session?locale=${navigator.language}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code }),
  });
  const signed = await answer.json();
  if (!answer.ok) throw new Error(signed.error);
  await sdk.commands.authenticate({ access_token: signed.access_token });
  return { session: signed.session, guild: sdk.guildId, channel: sdk.channelId };
}

function shardOf(guild, shards) {
  if (shards <= 1 || !guild) return null;
  return Number((BigInt(guild) >> 22n) % BigInt(shards));
}

// ------------------------------------------------------------------ the socket

function connect(config) {
  const shard = shardOf(state.sign.guild, config.shards);
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const path = shard === null ? "/ws" : `/shard/${shard}/ws`;
  const socket = new WebSocket(`${scheme}//${location.host}${path}`);
  state.socket = socket;
  socket.addEventListener("open", () => {
    state.retry = 0;
    socket.send(JSON.stringify({ op: "hello", session: state.sign.session, channel: state.sign.channel }));
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    state.socket = null;
    for (const resolve of state.waiting.values()) resolve(null);
    state.waiting.clear();
    if (state.signedOut) return;
    status(state.words.reconnecting);
    document.body.classList.add("offline");
    const pause = Math.min(2000, 200 * 2 ** state.retry++);
    setTimeout(() => connect(config), pause);
  });
}

function ask(message) {
  const id = ++state.asked;
  return new Promise((resolve) => {
    if (!state.socket || state.socket.readyState !== WebSocket.OPEN) return resolve(null);
    state.waiting.set(id, resolve);
    state.socket.send(JSON.stringify({ ...message, id }));
  });
}

function receive(message) {
  document.body.classList.remove("offline");
  if (message.id !== undefined && state.waiting.has(message.id)) {
    state.waiting.get(message.id)(message);
    state.waiting.delete(message.id);
  }
  if (message.type === "table") {
    const turnChanged = !state.table || state.table.turn !== message.turn;
    state.table = message;
    if (turnChanged) {
      state.selected = [];
      $("check").hidden = true; // a question about a turn that is over
    }
    render();
  } else if (message.type === "refused" || message.type === "notice") {
    toast(message.text);
  } else if (message.type === "signed_out") {
    sessionStorage.removeItem(STORE_KEY);
    state.signedOut = true;
    status(message.text);
  } else if (message.type === "forbidden") {
    // Not allowed to see the channel: the server closes the socket; no reconnecting.
    state.signedOut = true;
    state.table = null;
    status(message.text);
    render();
  } else if (message.type === "none") {
    state.table = null;
    status(message.text);
    render();
  }
}

async function play(action, confirm = false) {
  if (!state.table) return;
  const move = { op: "act", action, turn: state.table.turn };
  const answer = await ask(confirm ? { ...move, confirm: true } : move);
  if (answer && answer.type === "check") return askFirst(answer);
  $("check").hidden = true;
  if (answer && answer.type === "ok") state.selected = [];
}

/** The play checker's question (casual help on): nothing was played; the button plays the
 * move anyway, another move replaces it. */
function askFirst(answer) {
  $("check-text").textContent = answer.text;
  const button = $("check-confirm");
  button.textContent = answer.confirm;
  button.onclick = () => {
    $("check").hidden = true;
    play(answer.action, true);
  };
  $("check").hidden = false;
}

// ------------------------------------------------------------------ drawing

function status(text) {
  $("status").textContent = text ?? "";
}

let toastTimer = null;
function toast(text) {
  const el = $("toast");
  el.textContent = text;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.hidden = true), 5000);
}

function render() {
  const table = state.table;
  const words = state.words;
  if (!table) {
    $("seats").replaceChildren();
    $("board").replaceChildren();
    $("hand").replaceChildren();
    $("moves").replaceChildren();
    return;
  }
  $("title").textContent = table.title;
  document.title = table.title;
  const view = table.view;
  const toMove = view ? [].concat(view.to_move ?? []) : [];
  const seated = table.you !== null && table.you !== undefined;
  if (!view) status(words.lobby);
  else if (view.over) status(table.closed ?? words.over);
  else if (!seated) status(words.watching);
  else if (toMove.includes(table.you)) status(words.your_turn);
  else status(fill(words.waiting, { name: toMove.map((s) => table.seats[s]?.name).join(", ") }));
  document.body.dataset.role = seated ? "player" : "viewer";
  document.body.dataset.turn = table.turn;

  const seats = $("seats");
  seats.replaceChildren();
  table.seats.forEach((seat, index) => {
    const item = document.createElement("li");
    item.style.setProperty("--seat", `var(--seat-${index % 6})`);
    item.className = toMove.includes(index) ? "seat to-move" : "seat";
    const score = view?.scores?.[index];
    item.textContent = `${index + 1}. ${seat.name}${seat.bot ? ` (${words.computer})` : ""}`;
    if (score !== undefined) {
      const points = document.createElement("b");
      points.textContent = ` ${score}`;
      item.append(points);
    }
    if (index === table.you) item.classList.add("you");
    seats.append(item);
  });

  if (table.layout && view) {
    drawBoard($("board"), table.layout, view.board ?? {}, view.last_move?.squares ?? []);
  } else {
    drawTable($("board"), view, words);
  }
  drawHand();
  drawMoves();
}

function drawHand() {
  const table = state.table;
  const hand = $("hand");
  hand.replaceChildren();
  const cards = table.view?.hand ?? [];
  $("hand-title").textContent = cards.length ? state.words.your_hand : "";
  const playable = table.view?.legal ? new Set(table.view.legal) : null;
  const counts = new Map();
  for (const token of cards) {
    const el = cardElement(token, "button");
    const nth = counts.get(token) ?? 0;
    counts.set(token, nth + 1);
    el.dataset.nth = nth;
    const chosen = state.selected.filter((t) => t === token).length > nth;
    if (chosen) el.classList.add("chosen");
    if (playable && !playable.has(token)) el.classList.add("dim");
    el.setAttribute("aria-pressed", chosen ? "true" : "false");
    el.addEventListener("pointerdown", (event) => startDrag(event, el, token));
    // A key press (Enter, Space) clicks without pointer events: it chooses the card too.
    el.addEventListener("click", (event) => event.detail === 0 && tap(token));
    hand.append(el);
  }
}

/** A tapped card: played at once when playing it alone is its only move (a Hearts trick);
 * otherwise chosen, for a move of several cards (the pass, a meld) confirmed after. */
function tap(token) {
  const move = oneTapMove(token);
  if (move) play(move);
  else toggle(token);
}

function oneTapMove(token) {
  const moves = state.table?.moves ?? [];
  // Moves of several cards (the pass, a meld): the cards are chosen, then the move.
  if (moves.some((m) => cardsOf(m).length > 1)) return null;
  const alone = moves.filter((m) => m.startsWith("play ") && sameCards(cardsOf(m), [token]));
  return alone.length === 1 ? alone[0] : null;
}

function toggle(token) {
  const at = state.selected.indexOf(token);
  if (at >= 0) state.selected.splice(at, 1);
  else state.selected.push(token);
  drawHand();
  drawMoves();
}

/** The card tokens of an action ("pass QS AH KH" -> QS AH KH), read loosely for matching. */
function cardsOf(action) {
  return action
    .split(/\s+/)
    .slice(1)
    .filter((t) => /^(10|[2-9JQKA])[SHDC]$|^JK$/i.test(t))
    .map((t) => t.toUpperCase());
}

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function drawMoves() {
  const table = state.table;
  const moves = $("moves");
  moves.replaceChildren();
  if (!table || !table.moves.length) return;
  const chosen = state.selected;
  const shown = [];
  for (const move of table.moves) {
    if (move === "swap") {
      if (chosen.length) shown.push([`swap ${chosen.join(" ")}`, state.words.swap]);
      continue;
    }
    const cards = cardsOf(move);
    if (!cards.length ? !chosen.length : sameCards(cards, chosen)) shown.push([move, move]);
  }
  const hint = document.createElement("p");
  hint.className = "hint";
  const tapToPlay = table.moves.every((m) => m.startsWith("play ") && cardsOf(m).length === 1);
  hint.textContent = table.layout ? state.words.choose : tapToPlay ? state.words.tap_play : state.words.tap;
  moves.append(hint);
  for (const [action, label] of shown.slice(0, 12)) {
    const button = document.createElement("button");
    button.className = "move";
    button.dataset.action = action;
    button.textContent = label;
    button.addEventListener("click", () => play(action));
    moves.append(button);
  }
}

// ------------------------------------------------------------------ dragging (Deal Me In)

function startDrag(event, el, token) {
  if (event.button !== undefined && event.button !== 0) return;
  const startX = event.clientX;
  const startY = event.clientY;
  let moved = false;
  const onMove = (e) => {
    if (!moved && Math.hypot(e.clientX - startX, e.clientY - startY) < 8) return;
    if (!moved) {
      moved = true;
      if (!state.table?.layout || !state.table.moves) return;
      beginDrag(token, e);
    }
    if (state.drag) moveDrag(e);
  };
  const onUp = (e) => {
    window.removeEventListener("pointermove", onMove);
    window.removeEventListener("pointerup", onUp);
    if (!moved) tap(token);
    else if (state.drag) endDrag(e);
  };
  el.releasePointerCapture?.(event.pointerId);
  window.addEventListener("pointermove", onMove);
  window.addEventListener("pointerup", onUp);
  event.preventDefault();
}

function beginDrag(token, event) {
  const cards = state.selected.includes(token) ? [...state.selected] : [token];
  const ghost = document.createElement("div");
  ghost.className = "drag-ghost";
  for (const card of cards) ghost.append(cardElement(card));
  document.body.append(ghost);
  const drag = { cards, ghost, found: null, over: null, pending: null };
  state.drag = drag;
  placeGhost(event);
  drag.pending = ask({ op: "placements", cards }).then((answer) => {
    drag.found = answer?.found ?? [];
    if (state.drag !== drag) return;
    const starts = new Set(state.drag.found.map((m) => m.start));
    for (const cell of document.querySelectorAll(".square")) {
      cell.classList.toggle("lit", starts.has(cell.dataset.square));
    }
    if (!starts.size) $("preview").textContent = state.words.no_placement;
    else $("preview").textContent = state.words.drop;
    moveDrag(event);
  });
}

function placeGhost(event) {
  const ghost = state.drag.ghost;
  ghost.style.left = `${event.clientX}px`;
  ghost.style.top = `${event.clientY}px`;
}

function squareAt(event) {
  const el = document.elementFromPoint(event.clientX, event.clientY);
  return el?.closest?.(".square")?.dataset.square ?? null;
}

function bestAt(square, drag = state.drag) {
  const found = drag?.found ?? [];
  return found.filter((m) => m.start === square).sort((a, b) => b.score - a.score)[0] ?? null;
}

function moveDrag(event) {
  placeGhost(event);
  const square = squareAt(event);
  if (square === state.drag.over) return;
  state.drag.over = square;
  for (const cell of document.querySelectorAll(".square.ghost")) {
    cell.classList.remove("ghost");
    cell.querySelector(".card.ghosted")?.remove();
  }
  const move = square ? bestAt(square) : null;
  if (!move) {
    if (state.drag.found?.length) $("preview").textContent = state.words.drop;
    return;
  }
  move.squares.forEach((name, i) => {
    const cell = document.querySelector(`.square[data-square="${name}"]`);
    if (!cell) return;
    cell.classList.add("ghost");
    const card = cardElement(move.cards[i]);
    card.classList.add("ghosted");
    cell.append(card);
  });
  $("preview").textContent = `${move.start} ${move.direction}: ${move.lines.join(" · ")} = ${move.score}`;
}

async function endDrag(event) {
  // A quick drop may come before the server's answer: the drop waits for it.
  const drag = state.drag;
  const square = squareAt(event);
  state.drag = null;
  drag.ghost.remove();
  await drag.pending;
  const move = bestAt(square, drag);
  $("preview").textContent = "";
  if (move) play(move.action);
  else render();
}

// ------------------------------------------------------------------ start

async function main() {
  const locale = navigator.language || "en";
  state.words = await loadWords(locale);
  status(state.words.connecting);
  const config = await (await fetch("/api/config")).json();
  try {
    state.sign =
      fromFragment() ?? JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "null") ?? (await fromActivity(config));
  } catch (error) {
    status(String(error.message ?? error));
    return;
  }
  if (!state.sign) {
    status(state.words.signed_out);
    return;
  }
  sessionStorage.setItem(STORE_KEY, JSON.stringify(state.sign));
  connect(config);
}

main();
