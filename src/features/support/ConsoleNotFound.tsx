import { NotFoundPage } from '../../ui/NotFoundPage';

// The site's not-found page, whose links lead to the owners' pages: this router knows none of
// them, so a click on one is left to the browser, which loads that page afresh.
export function ConsoleNotFound() {
  return (
    <div onClickCapture={(event) => event.stopPropagation()}>
      <NotFoundPage />
    </div>
  );
}
