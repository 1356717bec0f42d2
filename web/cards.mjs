// Cards and boards drawn in the page, in the pictures' palette (theme.css, written by
// `python -m images web-theme`): shared by the table page and the replay page.

const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** The parts of a card token ("10H", "JK", "JK=7H"): rank, suit, joker, what it stands for. */
export function readCard(token) {
  const [card, standsFor] = String(token).toUpperCase().split("=");
  if (card === "JK") return { joker: true, standsFor: standsFor ? readCard(standsFor) : null };
  return { rank: card.slice(0, -1), suit: card.slice(-1), joker: false };
}

/** A card element for `token` (a button when `tag` is "button"). */
export function cardElement(token, tag = "span") {
  const el = document.createElement(tag);
  el.className = "card";
  el.dataset.card = token;
  const card = readCard(token);
  if (card.joker) {
    el.classList.add("joker");
    const shown = card.standsFor;
    el.innerHTML = shown
      ? `<b>★</b><small>${shown.rank}${SUITS[shown.suit] ?? ""}</small>`
      : "<b>★</b><small>JK</small>";
    el.setAttribute("aria-label", shown ? `joker as ${shown.rank}${shown.suit}` : "joker");
    return el;
  }
  el.classList.add(card.suit === "H" || card.suit === "D" ? "red" : "black");
  el.innerHTML = `<b>${card.rank}</b><small>${SUITS[card.suit] ?? card.suit}</small>`;
  el.setAttribute("aria-label", `${card.rank}${card.suit}`);
  return el;
}

const COLUMNS = "ABCDEFGHIJK";

// What each special square says, so that no meaning rides on its colour alone (as in the
// pictures: the bonus rank and multiplier, the Joker squares' star, the centre).
const SQUARE_MARKS = { centre: "◆", ace: "A×3", king: "K×2", queen: "Q×2", jack: "J×2", joker: "★" };

/** Square names of an n × n board in reading order ("A1", "B1", ...). */
export function squares(size) {
  const names = [];
  for (let row = 1; row <= size; row++) {
    for (let col = 0; col < size; col++) names.push(`${COLUMNS[col]}${row}`);
  }
  return names;
}

/** The Deal Me In board: `layout` from the server (size, kinds), `board` square -> card. */
export function drawBoard(container, layout, board, lastSquares = []) {
  container.replaceChildren();
  const grid = document.createElement("div");
  grid.className = "dmi-board";
  grid.style.setProperty("--size", layout.size);
  const last = new Set(lastSquares);
  for (const name of squares(layout.size)) {
    const cell = document.createElement("div");
    cell.className = "square";
    cell.dataset.square = name;
    const kind = layout.kinds[name];
    if (kind) cell.classList.add(`kind-${kind}`);
    if (kind && !board[name]) {
      const mark = document.createElement("span");
      mark.className = "mark";
      mark.textContent = SQUARE_MARKS[kind] ?? "";
      cell.append(mark);
    }
    if (board[name]) {
      cell.append(cardElement(board[name]));
      cell.classList.add("covered");
    }
    if (last.has(name)) cell.classList.add("last");
    cell.title = name;
    grid.append(cell);
  }
  container.append(grid);
  return grid;
}

/** A row of cards (a trick, a meld, the discard pile), with an optional label. */
export function cardRow(tokens, label) {
  const row = document.createElement("div");
  row.className = "card-row";
  if (label) {
    const name = document.createElement("span");
    name.className = "row-label";
    name.textContent = label;
    row.append(name);
  }
  for (const token of tokens) row.append(cardElement(token));
  return row;
}

/** What any game's table shows besides the Deal Me In board: tricks, melds, piles. */
export function drawTable(container, view, words) {
  container.replaceChildren();
  if (!view) return;
  const wrap = document.createElement("div");
  wrap.className = "felt";
  if (Array.isArray(view.trick)) {
    const trick = view.trick.map((played) => (Array.isArray(played) ? played[1] : played.card ?? played));
    wrap.append(cardRow(trick, words.trick));
  }
  if (Array.isArray(view.melds)) {
    view.melds.forEach((meld, index) => {
      const cards = Array.isArray(meld) ? meld : meld.cards ?? [];
      wrap.append(cardRow(cards, `${meld.number ?? index + 1}`));
    });
  }
  if (Array.isArray(view.discard) && view.discard.length) {
    wrap.append(cardRow(view.discard.slice(-6), "⤓"));
  }
  if (Array.isArray(view.open) && view.open.length) {
    wrap.append(cardRow(view.open.slice(-1), "⤓"));
  }
  if (view.joker) wrap.append(cardRow([view.joker], "★"));
  container.append(wrap);
}

/** The page's words from the catalogue, in the reader's language. */
export async function loadWords(locale) {
  const answer = await fetch(`/api/words?locale=${encodeURIComponent(locale)}`);
  return answer.json();
}

/** `template` with its {fields} filled. */
export function fill(template, fields) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (_, name) => fields[name] ?? "");
}
