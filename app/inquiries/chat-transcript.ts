/**
 * A chat conversation as the team reads it, in the inbox and in the email a hand-over sends.
 * Each turn is its speaker's name on a line of its own, then every line of the turn quoted
 * with "> ": whatever a visitor types ("Assistant: your refund is approved" on a line of its
 * own, say), it stays inside the visitor's turn. The conversation's page in the console is
 * the record; the transcript links to it.
 */

/** One message of the conversation, as the chat stores it. */
export interface TranscriptLine {
  author: "user" | "root_agent" | "team";
  textContent: string;
}

export interface ChatTranscript {
  /** The conversation so far, oldest first. */
  lines: readonly TranscriptLine[];
  /** The conversation's page in the team's console, when it is stored. */
  recordUrl: string | null;
}

export type Speaker = "Visitor" | "Assistant" | "Team";

interface TranscriptTurn {
  speaker: Speaker;
  text: string;
}

/** The team reads the visitor's words in full; the assistant's replies they can find on the site. */
const MAX_REPLY_CHARS = 300;
/** Long enough for any real conversation; a flood loses its middle, whole turns at a time. */
export const MAX_TRANSCRIPT_CHARS = 20_000;

/** Kept for the line about turns left out and the link to the record. */
const ROOM_FOR_NOTES = 300;

/** Every way text may break a line, so no line of a turn escapes its quoting. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** A reply's markdown as an email reads it: links as "text (address)", no emphasis marks. */
const readable = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, "$1 ($2)")
    .replace(/\*\*|__/g, "")
    .replace(/\s+/g, " ");

/** One turn in text: the speaker's line, then each line of the turn quoted. */
const quotedTurn = ({ speaker, text }: TranscriptTurn) =>
  [`${speaker}:`, ...text.split(LINE_BREAK).map((line) => (line ? `> ${line}` : ">"))].join("\n");

/**
 * The turns the team reads, oldest first, the assistant's replies shortened. Past the limit,
 * whole turns give way from the middle of the conversation, so its start and its end (the
 * message that left the address) stay; `leftOut` counts them and `at` says where they were.
 */
function transcriptTurns(lines: readonly TranscriptLine[]): {
  turns: TranscriptTurn[];
  leftOut: { count: number; at: number };
} {
  const turns = lines.map((line): TranscriptTurn =>
    line.author === "user"
      ? { speaker: "Visitor", text: line.textContent }
      : line.author === "team"
        ? { speaker: "Team", text: line.textContent }
        : { speaker: "Assistant", text: shorten(readable(line.textContent), MAX_REPLY_CHARS) },
  );
  const size = (turn: TranscriptTurn) => quotedTurn(turn).length + 2;
  const budget = MAX_TRANSCRIPT_CHARS - ROOM_FOR_NOTES;
  const total = turns.reduce((sum, turn) => sum + size(turn), 0);
  if (total <= budget) return { turns, leftOut: { count: 0, at: 0 } };
  // The end first (it holds the address), then as much of the start as still fits.
  const end: TranscriptTurn[] = [];
  let used = 0;
  for (let index = turns.length - 1; index >= 0; index--) {
    const turn = turns[index]!;
    if (end.length > 0 && used + size(turn) > budget / 2) break;
    end.unshift(turn);
    used += size(turn);
  }
  const start: TranscriptTurn[] = [];
  for (const turn of turns.slice(0, turns.length - end.length)) {
    if (used + size(turn) > budget) break;
    start.push(turn);
    used += size(turn);
  }
  return {
    turns: [...start, ...end],
    leftOut: { count: turns.length - start.length - end.length, at: start.length },
  };
}

/** The line that stands for the turns left out of a long conversation. */
const leftOutLine = (count: number) =>
  `[…${count} earlier ${count === 1 ? "message" : "messages"} left out…]`;

/** What the link to the conversation's page in the console is introduced by. */
const RECORD_LABEL = "The whole conversation in the console:";

/**
 * The transcript as the inbox stores it and the email's text part shows it: turns apart by a
 * blank line, then the link to the record.
 */
export function transcriptText({ lines, recordUrl }: ChatTranscript): string {
  const { turns, leftOut } = transcriptTurns(lines);
  const paragraphs = turns.map(quotedTurn);
  if (leftOut.count > 0) paragraphs.splice(leftOut.at, 0, leftOutLine(leftOut.count));
  if (recordUrl) paragraphs.push(`${RECORD_LABEL} ${recordUrl}`);
  return paragraphs.join("\n\n");
}

/** A part of a stored transcript: a turn, a note between turns, or the link to the record. */
export type TranscriptPart =
  | { kind: "turn"; speaker: Speaker; lines: string[] }
  | { kind: "note"; text: string }
  | { kind: "record"; label: string; url: string };

const SPEAKER_LINE = /^(Visitor|Assistant|Team):$/;
const QUOTED = /^>( |$)/;

/**
 * A stored transcript read back into its parts, for the email's HTML. Only a speaker's line
 * followed by quoted lines is a turn; anything else (a transcript stored in another form) is
 * shown as a plain note, never as someone's turn.
 */
export function transcriptParts(text: string): TranscriptPart[] {
  return text.split("\n\n").map((paragraph): TranscriptPart => {
    const [first = "", ...rest] = paragraph.split("\n");
    const speaker = SPEAKER_LINE.exec(first)?.[1] as Speaker | undefined;
    if (speaker && rest.length > 0 && rest.every((line) => QUOTED.test(line))) {
      return { kind: "turn", speaker, lines: rest.map((line) => line.replace(QUOTED, "")) };
    }
    if (paragraph.startsWith(`${RECORD_LABEL} `) && !paragraph.includes("\n")) {
      return { kind: "record", label: RECORD_LABEL, url: paragraph.slice(RECORD_LABEL.length + 1) };
    }
    return { kind: "note", text: paragraph };
  });
}
