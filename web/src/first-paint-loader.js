/*
 * The one inline script of a prerendered page: scripts/prerender.ts writes this function, called with the
 * entry script's address and the links to add (the app's modules to preload, the install manifest), in place of
 * their tags, and the server allows it by its hash. It asks for the app's entry script (boot.ts) and, at once
 * beside it, the app's code (main.tsx and what it imports), once the browser reports the page's first paint and has painted
 * the whole document: nothing is fetched before the prerendered text is
 * on screen (on a slow phone connection every request made before the first paint delays it), and then the
 * app's code comes in one round trip rather than one per level of imports. A page opened in a background tab, where nothing is painted, starts at once; past three
 * seconds the app starts anyway. Plain JavaScript, read as text: it must not refer to anything outside itself.
 *
 * The page carries the cookie bar, so a first-time visitor's largest text is painted with the page rather than
 * drawn late by the app; a visitor who already has the consent cookie (its name is `consentCookie`) never sees
 * it: the class set here, before the body is painted, hides it.
 */
// biome-ignore lint/correctness/noUnusedVariables: called where scripts/prerender.ts writes it into a page.
function loadAfterFirstPaint(entry, links, consentCookie) {
  if (document.cookie.split('; ').some((cookie) => cookie.startsWith(`${consentCookie}=`))) {
    document.documentElement.classList.add('has-cookie-consent');
  }
  let started = false;
  let observer;
  let timer;
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', start);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    addLinks(0);
  }
  // A link a task: each one added starts a fetch, a few milliseconds of main thread on a phone, and a dozen in
  // one task held the main thread as long as a tap may wait. The fetches still all start within a few milliseconds.
  function addLinks(index) {
    const attributes = links[index];
    if (!attributes) return;
    const link = document.createElement('link');
    for (const name of Object.keys(attributes)) link.setAttribute(name, attributes[name]);
    document.head.appendChild(link);
    setTimeout(addLinks, 0, index + 1);
  }
  // A timer set inside an animation frame fires once that frame has been drawn.
  function afterNextFrame() {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  // The browser may paint the top of a long page before it has read the rest (the cookie bar comes last): the
  // code waits for the frame that shows the whole document, so no part of the page is painted after a request.
  function afterWholePagePainted() {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', afterNextFrame, { once: true });
    else afterNextFrame();
  }
  if (document.visibilityState !== 'visible') return start();
  timer = setTimeout(start, 3000);
  document.addEventListener('visibilitychange', start);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        afterWholePagePainted();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    afterWholePagePainted();
  }
}
