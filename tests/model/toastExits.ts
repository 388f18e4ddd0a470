// jsdom runs no CSS animations, so a toast react-toastify dismisses never finishes leaving: it
// stays active under its id and swallows the next toast given that id (the 'verified' toast
// of a right code after a wrong one, whose toast the code screen's own line replaced). This
// ends each toast's exit animation as it starts, as a browser does a moment later.
export function endToastExits(): () => void {
  const observer = new MutationObserver((records) => {
    for (const { target } of records)
      if (target instanceof HTMLElement && /\bToastify__\w+-exit\b/.test(target.className))
        target.dispatchEvent(new Event('animationend'));
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
