// A finished game's replay page: the record and the state after each of its moves come from
// the bot (GET /api/replay/TABLE); the page draws each step and steps with its buttons or
// the arrow keys (Home and End for the first and last).

import { cardRow, drawBoard, drawTable, fill, loadWords } from "./cards.mjs";

const $ = (id) => document.getElementById(id);
let words = {};
let replay = null;
let at = 0;

function show(index) {
  at = Math.max(0, Math.min(index, replay.steps.length - 1));
  const step = replay.steps[at];
  const record = replay.record;
  const action = record.actions?.[at];
  $("step").textContent = fill(words.step, { step: at + 1, total: replay.steps.length });
  $("action").textContent = action
    ? `${record.players[action.player]}: ${action.timeout ? "⏱" : action.action}`
    : "";
  const seats = $("seats");
  seats.replaceChildren();
  record.players.forEach((name, seat) => {
    const item = document.createElement("li");
    item.className = "seat";
    item.style.setProperty("--seat", `var(--seat-${seat % 6})`);
    item.textContent = `${seat + 1}. ${name} ${step.scores?.[seat] ?? ""}`;
    seats.append(item);
  });
  if (replay.layout) drawBoard($("board"), replay.layout, step.board ?? {});
  else drawTable($("board"), step, words);
  const hands = $("hands");
  hands.replaceChildren();
  (step.hands ?? []).forEach((hand, seat) => hands.append(cardRow(hand, record.players[seat])));
  $("status").textContent = step.over ? words.over : "";
  $("first").disabled = $("previous").disabled = at === 0;
  $("last").disabled = $("next").disabled = at === replay.steps.length - 1;
}

async function main() {
  words = await loadWords(navigator.language || "en");
  for (const name of ["first", "previous", "next", "last"]) $(name).textContent = words[name];
  const table = location.pathname.split("/").pop();
  const answer = await fetch(`/api/replay/${encodeURIComponent(table)}?locale=${navigator.language}`);
  const body = await answer.json();
  if (!answer.ok) {
    $("status").textContent = body.error;
    return;
  }
  replay = body;
  $("title").textContent = `${words.replay}: ${replay.title}`;
  document.title = $("title").textContent;
  $("first").addEventListener("click", () => show(0));
  $("previous").addEventListener("click", () => show(at - 1));
  $("next").addEventListener("click", () => show(at + 1));
  $("last").addEventListener("click", () => show(replay.steps.length - 1));
  document.addEventListener("keydown", (event) => {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: replay.steps.length - 1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      show(to);
    }
  });
  show(0);
}

main();
