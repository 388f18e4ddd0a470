// Where the flows' toasts appear: top-center, at most 20 at once (one at a time in practice,
// src/services/toastify.ts), 3500 ms unless a toast says otherwise (errors 4000 ms, successes
// 2000 ms, loading until replaced). The unstyled build, which injects no <style> (the CSP
// allows none): every rule the toasts follow, their place, colours, gap and motion, is the
// site's own, in toaster.css.
import { useEffect } from 'react';
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { toasterCopy } from '../content/toaster';
import { ToastIcon } from './ToastIcon';
import './toaster.css';

export const TOAST_LIMIT = 20;

// The library's close button, named in the page's language (the library's says 'close').
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={toasterCopy.close}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function Toaster({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return (
    <ToastContainer
      className="app-toaster"
      aria-label={toasterCopy.region}
      closeButton={CloseButton}
      icon={ToastIcon}
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
