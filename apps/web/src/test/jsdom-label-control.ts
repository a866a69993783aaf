import { createRequire } from 'node:module';

interface NodeImpl {
  nodeType: number;
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): NodeImpl & { getElementById?: (id: string) => NodeImpl | null };
}

/** jsdom's getter, called with the label as `this`. */
type ControlGetter = () => NodeImpl | null;

interface ControlDescriptor {
  configurable?: boolean;
  enumerable?: boolean;
  get?: ControlGetter;
}

/**
 * jsdom finds the control of a `<label for>` by walking the whole document, and it asks every label
 * of the document for its control each time it lists the labels of a form control. Testing
 * Library's label and role queries list the labels of every control on the page, so a page with
 * many labelled checkboxes (the pipeline's columns panel) costs seconds per query.
 *
 * A connected element's document keeps an index of ids that answers with the first element in tree
 * order, the element the walk stops at, so the control found is the same; labels outside a
 * document keep jsdom's own lookup.
 */
export function indexLabelControls(document: Document): void {
  const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const utils = jsdomRequire('./generated/idl/utils.js') as {
    implForWrapper: (wrapper: unknown) => object;
  };
  const formControls = jsdomRequire('./jsdom/living/helpers/form-controls.js') as {
    isLabelable: (node: NodeImpl) => boolean;
  };
  const prototype = Object.getPrototypeOf(
    utils.implForWrapper(document.createElement('label')),
  ) as object;
  const original: ControlDescriptor | undefined = Object.getOwnPropertyDescriptor(
    prototype,
    'control',
  );
  const jsdomControl = original?.get;
  if (!original || !jsdomControl || jsdomControl.name === 'indexedControl') return;
  const indexedControl = function indexedControl(this: NodeImpl) {
    const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
    const root = id ? this.getRootNode({}) : null;
    if (!id || root?.nodeType !== 9 || !root.getElementById) return jsdomControl.call(this);
    const target = root.getElementById(id);
    return target && formControls.isLabelable(target) ? target : null;
  };
  Object.defineProperty(prototype, 'control', { ...original, get: indexedControl });
}
