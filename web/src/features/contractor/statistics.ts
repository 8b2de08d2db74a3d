/** Turns the statistics answers into chart rows, score tiles and comments. */

export interface Series {
  rows: Record<string, string | number>[];
  keys: string[];
  names: Record<string, string>;
}

type Row = Record<string, unknown>;
const LABEL_KEYS = ['label', 'name', 'month', 'monthName', 'trade', 'tradeName', 'period', 'year'];
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/** The first list of objects in an answer: the answer itself, or one of its fields. */
function firstList(answer: unknown, preferred: string[]): Row[] {
  if (Array.isArray(answer)) return answer.filter(isRow);
  if (!isRow(answer)) return [];
  for (const key of preferred) if (Array.isArray(answer[key])) return (answer[key] as unknown[]).filter(isRow);
  const list = Object.values(answer).find((v) => Array.isArray(v) && v.some(isRow));
  return Array.isArray(list) ? list.filter(isRow) : [];
}

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function normalizeSeries(answer: unknown): Series {
  const list = firstList(answer, ['items', 'statistics', 'series', 'months', 'data']);
  const labelKey = LABEL_KEYS.find((key) => list.some((row) => row[key] !== undefined && typeof row[key] !== 'object'));
  const keys = [
    ...new Set(list.flatMap((row) => Object.keys(row).filter((k) => k !== labelKey && typeof row[k] === 'number'))),
  ].filter((k) => !/id$/i.test(k));
  const rows = list.map((row, index) => ({
    label: labelKey ? String(row[labelKey]) : String(index + 1),
    ...Object.fromEntries(keys.map((k) => [k, Number(row[k] ?? 0)])),
  }));
  return { rows, keys, names: Object.fromEntries(keys.map((k) => [k, words(k)])) };
}

export function normalizeScores(answer: unknown): { name: string; value: string }[] {
  const list = firstList(answer, ['scores', 'items']);
  if (list.length > 0 && list.some((row) => 'score' in row || 'value' in row)) {
    return list.map((row) => ({
      name: String(row.name ?? row.label ?? row.category ?? ''),
      value: String(row.score ?? row.value ?? ''),
    }));
  }
  const source = isRow(answer) && isRow(answer.scores) ? answer.scores : isRow(answer) ? answer : {};
  return Object.entries(source)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => ({ name: words(k), value: Number.isInteger(v) ? String(v) : (v as number).toFixed(1) }));
}

export function normalizeComments(answer: unknown): { text: string; author: string; date: string }[] {
  if (!isRow(answer)) return [];
  const list = firstList(answer.comments ?? answer.customerComments ?? [], ['items']);
  return list
    .map((row) => ({
      text: String(row.comment ?? row.text ?? row.comments ?? ''),
      author: String(row.customerName ?? row.name ?? row.author ?? ''),
      date: String(row.date ?? row.createdAt ?? row.surveyDate ?? ''),
    }))
    .filter((c) => c.text);
}
