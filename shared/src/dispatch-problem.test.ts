import { describe, expect, it } from 'vitest';
import { mapsSearchUrl, problemItems, problemLine } from './dispatch-problem.ts';

describe('problemItems', () => {
  it('reads a claim as its item and one question/answer pair per line', () => {
    const text = [
      'Refrigerator',
      problemLine('What is happening?', 'Not cooling'),
      problemLine('Does the display show an error code? Type it as shown, or leave this blank.', 'E42'),
    ].join('\n');
    expect(problemItems(text)).toEqual([
      { text: 'Refrigerator' },
      { question: 'What is happening?', answer: 'Not cooling' },
      { question: 'Does the display show an error code? Type it as shown, or leave this blank.', answer: 'E42' },
    ]);
  });

  it('reads one long line as its sentences, and several lines as they are', () => {
    expect(problemItems('Refrigerator is not cooling; freezer side is fine. Started Monday.')).toEqual([
      { text: 'Refrigerator is not cooling;' },
      { text: 'freezer side is fine.' },
      { text: 'Started Monday.' },
    ]);
    expect(problemItems('Toilet runs constantly.\n\n  Upstairs bathroom. ')).toEqual([
      { text: 'Toilet runs constantly.' },
      { text: 'Upstairs bathroom.' },
    ]);
    expect(problemItems('')).toEqual([]);
  });
});

describe('mapsSearchUrl', () => {
  it('opens the address in Google Maps, encoded', () => {
    expect(mapsSearchUrl('120 E 900 S, Salt Lake City, UT 84105')).toBe(
      'https://www.google.com/maps/search/?api=1&query=120%20E%20900%20S%2C%20Salt%20Lake%20City%2C%20UT%2084105',
    );
    expect(mapsSearchUrl('1 A&B St #4')).toBe('https://www.google.com/maps/search/?api=1&query=1%20A%26B%20St%20%234');
  });
});
