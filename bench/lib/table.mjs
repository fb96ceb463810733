// Plain-text and Markdown renderings of the same table.
// A column is { title, align: 'left' | 'right' }; a row is an array of strings.

/** Counts code points, so ✓/✗ and ≥ take one column like any other character. */
const width = (text) => [...text].length;

function pad(text, size, align) {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return align === 'right' ? fill + text : text + fill;
}

export function textTable(columns, rows) {
  const sizes = columns.map((column, i) => Math.max(width(column.title), ...rows.map((row) => width(row[i]))));
  const line = (cells) => cells.map((cell, i) => pad(cell, sizes[i], columns[i].align)).join('  ').trimEnd();
  return [line(columns.map((c) => c.title)), sizes.map((size) => '-'.repeat(size)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(columns, rows) {
  const escape = (text) => text.replace(/\|/g, '\\|');
  const line = (cells) => `| ${cells.map(escape).join(' | ')} |`;
  const rule = columns.map((c) => (c.align === 'right' ? '---:' : ':---'));
  return [line(columns.map((c) => c.title)), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}
