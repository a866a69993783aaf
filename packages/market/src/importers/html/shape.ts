/**
 * How deep a page's elements nest and how many there are, counted from its text in one pass
 * before it is parsed. Parsers and selectors slow down with the square of the nesting, so a page
 * nested far deeper than any real one (Amazon's pages nest a few dozen levels) is refused before
 * it can take minutes to read.
 */

/** Elements that never have content, so never deepen the page. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements the parser closes by itself when the next of their kind opens, so never nest deep. */
const SELF_CLOSING = new Set([
  'li',
  'p',
  'option',
  'optgroup',
  'td',
  'th',
  'tr',
  'dt',
  'dd',
  'rt',
  'rp',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
]);

/** Elements whose content is text up to their own end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);

export interface PageShape {
  /** The deepest nesting of elements, counting an element left open as still open. */
  depth: number;
  elements: number;
}

export function pageShape(html: string): PageShape {
  const lower = html.toLowerCase();
  let depth = 0;
  let deepest = 0;
  let elements = 0;
  let at = lower.indexOf('<');
  while (at >= 0 && at < lower.length) {
    if (lower.startsWith('<!--', at)) {
      const end = lower.indexOf('-->', at + 4);
      if (end < 0) break;
      at = lower.indexOf('<', end + 3);
      continue;
    }
    const close = lower[at + 1] === '/';
    const name = /^[a-z][a-z0-9:-]*/.exec(lower.slice(at + (close ? 2 : 1), at + 66))?.[0];
    const end = lower.indexOf('>', at + 1);
    if (end < 0) break;
    if (name && close) {
      if (!SELF_CLOSING.has(name)) depth = Math.max(0, depth - 1);
    } else if (name) {
      elements += 1;
      if (!VOID.has(name) && !SELF_CLOSING.has(name) && lower[end - 1] !== '/') {
        depth += 1;
        deepest = Math.max(deepest, depth);
        if (RAW_TEXT.has(name)) {
          const closing = lower.indexOf(`</${name}`, end + 1);
          if (closing < 0) break;
          at = closing;
          continue;
        }
      }
    }
    at = lower.indexOf('<', end + 1);
  }
  return { depth: deepest, elements };
}
