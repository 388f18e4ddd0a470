// How the support console pages through the traces owners sent: the API skips at most
// TRACE_LIST_MAX_OFFSET of them (an offset costs the database a scan of the rows it skips),
// and the console shows TRACE_LIST_PAGE_SIZE a page, so its pages end where the API's do.
export const TRACE_LIST_MAX_OFFSET = 10_000;
export const TRACE_LIST_PAGE_SIZE = 50;
export const TRACE_LIST_MAX_PAGE = TRACE_LIST_MAX_OFFSET / TRACE_LIST_PAGE_SIZE + 1;
