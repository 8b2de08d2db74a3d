/*
 * Loaded only by browsers that cannot run the app's modules (a nomodule script): tells the visitor, and leaves
 * the page on screen as it is. Old JavaScript on purpose (no arrow functions, no trailing commas). The message
 * is a copy of messages.initialization.essentialScriptsFailed (shared/src/messages.ts); a test keeps the two equal.
 */
(function () {
  // A browser that knows nomodule but runs such scripts anyway also runs the app: say nothing then.
  if ('noModule' in document.createElement('script')) return;
  window.alert(
    'Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser.'
  );
})();
