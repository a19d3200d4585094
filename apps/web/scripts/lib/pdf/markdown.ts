// The markdown subset of the papers in content/: front matter, # and ## headings, paragraphs,
// "- " bullets and {{placeholders}} for blocks built from the content modules.

export interface FrontMatter {
  title: string;
  subtitle: string;
  version: string;
  date: string;
}

export type Block =
  | { kind: 'h1' | 'h2'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'placeholder'; name: string; arg: string | undefined };

/** Parses the markdown subset used by the documents into front matter and blocks. */
export function parseMarkdown(source: string): { meta: FrontMatter; blocks: Block[] } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match?.[1]) throw new Error('missing front matter');
  const fields = new Map(
    match[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    }),
  );
  const field = (key: string): string => {
    const value = fields.get(key);
    if (!value) throw new Error(`front matter is missing "${key}"`);
    return value;
  };
  const meta: FrontMatter = {
    title: field('title'),
    subtitle: field('subtitle'),
    version: field('version'),
    date: field('date'),
  };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.date))
    throw new Error('front matter date must be YYYY-MM-DD');

  const blocks: Block[] = [];
  // Blank lines separate blocks; consecutive bullet lines form one list.
  for (const chunk of source.slice(match[0].length).split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    const placeholder = /^\{\{(\w+)(?::([\w-]+))?\}\}$/.exec(first);
    if (placeholder?.[1] && lines.length === 1) {
      blocks.push({ kind: 'placeholder', name: placeholder[1], arg: placeholder[2] });
    } else if (first.startsWith('## ')) {
      blocks.push({ kind: 'h2', text: first.slice(3) });
    } else if (first.startsWith('# ')) {
      blocks.push({ kind: 'h1', text: first.slice(2) });
    } else if (first.startsWith('- ')) {
      const items: string[] = [];
      for (const line of lines) {
        if (line.startsWith('- ')) items.push(line.slice(2));
        else items[items.length - 1] += ` ${line}`;
      }
      blocks.push({ kind: 'ul', items });
    } else {
      blocks.push({ kind: 'p', text: lines.join(' ') });
    }
  }
  return { meta, blocks };
}
