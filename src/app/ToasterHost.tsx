import { toasterMounted } from '../services/toast';
import { toastify } from '../services/toastify';
import { Toaster } from '../ui/Toaster';

const mounted = () => toasterMounted(toastify);

// The container with react-toastify behind it: one chunk, loaded by AppToaster.
export default function ToasterHost() {
  return <Toaster onMount={mounted} />;
}
