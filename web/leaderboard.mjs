// A server's leaderboard page (only where the server turned it on: /config web_leaderboard).

import { loadWords } from "./cards.mjs";

const $ = (id) => document.getElementById(id);

async function show(words, guild, game) {
  const answer = await fetch(`/api/leaderboard/${guild}?game=${game}&locale=${navigator.language}`);
  const body = await answer.json();
  const rows = $("rows");
  rows.replaceChildren();
  if (!answer.ok) {
    $("status").textContent = body.error;
    $("game").hidden = true;
    return;
  }
  const select = $("game");
  if (!select.options.length) {
    for (const id of body.games) select.append(new Option(id, id));
    select.addEventListener("change", () => show(words, guild, select.value));
  }
  select.value = body.game;
  for (const row of body.rows) {
    const tr = document.createElement("tr");
    for (const value of [row.rank, row.name, row.games, row.wins, row.rating?.toFixed(1) ?? ""]) {
      const td = document.createElement("td");
      td.textContent = value;
      tr.append(td);
    }
    rows.append(tr);
  }
}

async function main() {
  const words = await loadWords(navigator.language || "en");
  $("title").textContent = words.leaderboard;
  document.title = words.leaderboard;
  const head = $("head");
  for (const key of ["rank", "player", "games", "wins", "rating"]) {
    const th = document.createElement("th");
    th.textContent = words[key];
    head.append(th);
  }
  await show(words, location.pathname.split("/").pop(), new URLSearchParams(location.search).get("game") ?? "dealmein");
}

main();
