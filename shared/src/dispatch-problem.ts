/**
 * The problem a homeowner described, as a technician reads it on a phone: a list. A claim filed online is
 * written as the item's name, then one line per question answered, the question and the answer separated by a
 * tab (`problemLine`), which reads as a space wherever the text is shown whole. Text typed elsewhere (the
 * dispatch desk, older tickets) is read as its lines, and a single long line as its sentences.
 */

export const PROBLEM_ANSWER_SEPARATOR = '\t';

/** One line of a claim's problem: the question and the homeowner's answer. */
export const problemLine = (question: string, answer: string) =>
  `${question.trim()}${PROBLEM_ANSWER_SEPARATOR}${answer.trim()}`;

export type ProblemItem = { question: string; answer: string } | { text: string };

const sentencesOf = (line: string): string[] =>
  line
    .split(/(?<=[.;!])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The problem as a list: question/answer pairs where the text holds them, otherwise its lines or sentences. */
export function problemItems(description: string): ProblemItem[] {
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const pieces = lines.length === 1 && !lines[0]!.includes(PROBLEM_ANSWER_SEPARATOR) ? sentencesOf(lines[0]!) : lines;
  return pieces.map((piece): ProblemItem => {
    const at = piece.indexOf(PROBLEM_ANSWER_SEPARATOR);
    if (at < 0) return { text: piece };
    const question = piece.slice(0, at).trim();
    const answer = piece.slice(at + 1).trim();
    return question ? { question, answer } : { text: answer };
  });
}

/** A link that opens the address in Google Maps (the maps app on a phone). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
