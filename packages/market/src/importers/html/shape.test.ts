import { describe, expect, it } from 'vitest';
import { pageShape } from './shape';
import { sample } from './testing';

describe('the nesting and size of a page, from its text', () => {
  it('counts open elements, not void ones, self-closed ones or ones the parser closes itself', () => {
    expect(pageShape('<div><span><img src="x"><br/><input></span></div>')).toEqual({
      depth: 2,
      elements: 5,
    });
    expect(pageShape('<ul><li>a<li>b<li>c</ul>')).toEqual({ depth: 1, elements: 4 });
    expect(pageShape('<svg><path d="M0" /></svg>')).toEqual({ depth: 1, elements: 2 });
  });

  it('reads no markup inside scripts, styles or comments', () => {
    expect(
      pageShape('<script>var s = "<div><div><div>";</script><!-- <div><div> --><p>x</p>'),
    ).toEqual({
      depth: 1,
      elements: 2,
    });
  });

  it('stops at text that never closes its tag or comment', () => {
    expect(pageShape('<div><span class="x')).toEqual({ depth: 1, elements: 1 });
    expect(pageShape('<div><!-- open')).toEqual({ depth: 1, elements: 1 });
  });

  it('finds the samples shallow', () => {
    for (const name of ['com-search.html', 'nl-search.html', 'com-product.html']) {
      expect(pageShape(sample(name)).depth).toBeLessThan(40);
    }
  });
});
