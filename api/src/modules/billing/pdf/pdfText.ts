import { execFileSync } from 'node:child_process';

// For tests: what a reader copying from the PDF gets, read back with poppler's pdftotext and pdfinfo
// (Debian: apt-get install poppler-utils; docs: architecture.md "PDFs").

function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[], pdf: Buffer): string {
  try {
    return execFileSync(tool, args, { input: pdf, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`);
    throw error;
  }
}

/** The PDF's text in reading order, each run of spaces (no-break ones too) made one space. */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf).replace(/[ \u00a0]+/g, ' ');
}

/** The PDF's text laid out as on the page (a row's description and amount on one line). */
export function pdfLayoutText(pdf: Buffer): string {
  return poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], pdf).replace(/\u00a0/g, ' ');
}

/** The PDF's document information (Title, Author, Pages…), as pdfinfo prints it. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = poppler('pdfinfo', ['-enc', 'UTF-8', '-'], pdf);
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
}
