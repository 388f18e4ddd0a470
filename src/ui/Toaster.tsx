// Where the flows' toasts appear: top-center, at most 20 at once, 3500 ms unless a toast
// says otherwise (errors 4000 ms, successes 2000 ms, loading until replaced). Colours and
// the 12px gap live in toaster.css. The unstyled build: its stylesheet is part of the
// site's CSS rather than a <style> element the library would inject (the CSP allows none).
import { useEffect } from 'react';
import { Slide, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

export const TOAST_LIMIT = 20;

export function Toaster({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return (
    <ToastContainer
      className="app-toaster"
      position="top-center"
      autoClose={3500}
      limit={TOAST_LIMIT}
      newestOnTop={false}
      closeOnClick
      pauseOnFocusLoss
      pauseOnHover
      hideProgressBar
      transition={Slide}
      theme="light"
    />
  );
}
