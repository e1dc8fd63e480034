import type { ContentKey } from './fields.ts';

// The plain-text formats of the city pages' structured fields, both ways: what the editor's
// text area holds, and the arrays the table stores. A text that does not parse answers the
// catalogue key of its message (fields.ts translates it).

export type Section = { heading: string; paragraphs: string[] };
export type QuestionAnswer = { question: string; answer: string };

/**
 * Paragraphs are separated by a blank line; lines inside one are joined with a space.
 * NOTE: no pattern with `\s*` on both sides of the newline: it rescanned a long run of spaces
 * from each of its spaces (issue 24, finding 8). Each line is trimmed instead.
 */
export function splitParagraphs(value: string): string[] {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
}

/** '## Heading' starts a section; its paragraphs follow, separated by blank lines. */
export function parseSections(value: string): Section[] | ContentKey {
  const sections: Section[] = [];
  let body: string[] = [];
  let heading: string | null = null;
  const flush = () => {
    if (heading === null) return;
    sections.push({ heading, paragraphs: splitParagraphs(body.join('\n')) });
  };
  for (const line of value.replace(/\r\n?/g, '\n').split('\n')) {
    const match = /^##\s+(.*)$/.exec(line.trim());
    if (match) {
      flush();
      heading = match[1]!.trim();
      body = [];
    } else if (heading === null) {
      if (line.trim()) return 'admin.content.error.sectionStart';
    } else {
      body.push(line);
    }
  }
  flush();
  if (sections.some((section) => !section.heading)) return 'admin.content.error.sectionHeading';
  if (sections.some((section) => section.paragraphs.length === 0)) {
    return 'admin.content.error.sectionParagraph';
  }
  return sections;
}

export function formatSections(sections: readonly Section[]): string {
  return sections
    .map((section) => [`## ${section.heading}`, ...section.paragraphs].join('\n\n'))
    .join('\n\n');
}

/** 'Q: …' then 'A: …' (the answer may run over several lines), pairs apart by a blank line. */
export function parseQuestions(value: string): QuestionAnswer[] | ContentKey {
  const pairs: QuestionAnswer[] = [];
  for (const block of value.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    if (!block.trim()) continue;
    // NOTE: no `\s*` after "Q:" beside the lazy question: a failed match rescanned a run of
    // spaces there once for each of its spaces (issue 24, finding 8). The texts are trimmed.
    const match = /^\s*Q:([\s\S]*?)\n\s*A:([\s\S]*)$/i.exec(block);
    const question = match?.[1]?.replace(/\s+/g, ' ').trim();
    const answer = match?.[2]?.replace(/\s+/g, ' ').trim();
    if (!question || !answer) {
      return 'admin.content.error.questionFormat';
    }
    pairs.push({ question, answer });
  }
  return pairs;
}

export function formatQuestions(pairs: readonly QuestionAnswer[]): string {
  return pairs.map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join('\n\n');
}
