/**
 * Open modals, top last. While one is open the page (#root) and every modal under the top one are
 * inert and hidden from assistive technology, and the page does not scroll.
 */
const stack: HTMLElement[] = [];
const madeInert = new Set<HTMLElement>();

function setInert(element: HTMLElement, inert: boolean) {
  if (inert) {
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
    madeInert.add(element);
  } else if (madeInert.has(element)) {
    element.removeAttribute('inert');
    element.removeAttribute('aria-hidden');
    madeInert.delete(element);
  }
}

function sync() {
  document.documentElement.classList.toggle('ui-scroll-locked', stack.length > 0);
  const root = document.getElementById('root');
  if (root) setInert(root, stack.length > 0);
  stack.forEach((element, index) => {
    setInert(element, index < stack.length - 1);
  });
}

export function pushModal(element: HTMLElement): void {
  if (!stack.includes(element)) stack.push(element);
  sync();
}

export function removeModal(element: HTMLElement): void {
  const index = stack.indexOf(element);
  if (index >= 0) stack.splice(index, 1);
  setInert(element, false);
  sync();
}

export function isTopModal(element: HTMLElement | null): boolean {
  return element !== null && stack[stack.length - 1] === element;
}

export function openModalCount(): number {
  return stack.length;
}
