import { expect, test } from 'vitest';
import { parseQuestions, parseSections, splitParagraphs } from './text-formats.ts';

test('paragraphs split at blank lines; the lines of one are joined with a space', () => {
  expect(splitParagraphs('First line\nsecond line.\n\nNext.')).toEqual([
    'First line second line.',
    'Next.',
  ]);
  expect(splitParagraphs('  A \t\r\n\t b  \r\n \r\n\n C\n')).toEqual(['A b', 'C']);
  expect(splitParagraphs('Inner   spaces stay.')).toEqual(['Inner   spaces stay.']);
  expect(splitParagraphs('\n \n\t\n')).toEqual([]);
});

test('a long run of spaces is split in linear time', () => {
  const spaces = ' '.repeat(500_000);
  const started = performance.now();
  expect(splitParagraphs(`A.${spaces}\nB.${spaces}\n\nC.`)).toEqual(['A. B.', 'C.']);
  expect(parseSections(`## H\nA.${spaces}\n\nB.`)).toEqual([
    { heading: 'H', paragraphs: ['A.', 'B.'] },
  ]);
  expect(parseQuestions(`Q:${spaces}Why?\nA:${spaces}Because.`)).toEqual([
    { question: 'Why?', answer: 'Because.' },
  ]);
  expect(parseQuestions(`Q:${spaces}Why?`)).toBe('admin.content.error.questionFormat');
  expect(performance.now() - started).toBeLessThan(500);
});

test('questions and answers: the texts are kept whole, their spaces made single', () => {
  expect(parseQuestions('Q: Is it  safe?\nA: Yes,\nvery.\n\n  q:Any plots?\n a:  Some.')).toEqual([
    { question: 'Is it safe?', answer: 'Yes, very.' },
    { question: 'Any plots?', answer: 'Some.' },
  ]);
  expect(parseQuestions('Q:\nA: no question')).toBe('admin.content.error.questionFormat');
  expect(parseQuestions('Q: no answer')).toBe('admin.content.error.questionFormat');
});
