import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { brand } from '../content/brand';
import { successPages } from '../content/flows';
import { pageHead } from '../content/pageMeta';
import { LoginRequired } from '../ui/LoginRequired';
import { SuccessScreen } from '../ui/flows/SuccessScreen';

export const Route = createFileRoute('/success-signup')({
  head: () => pageHead('successSignup'),
  component: SuccessSignup,
});

function SuccessSignup() {
  const { session } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));
  if (!loggedIn) return <LoginRequired />;
  return (
    <SuccessScreen
      {...successPages.signup}
      note={successPages.signup.contact}
      appStoreHref={brand.stores.appStore}
      googlePlayHref={brand.stores.googlePlay}
    />
  );
}
