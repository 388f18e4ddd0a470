import { ActivityGallery } from './ActivityGallery';
import { Benefits } from './Benefits';
import { EarningsCta } from './EarningsCta';
import { HomeHero } from './HomeHero';
import { PartnerPitch } from './PartnerPitch';
import './home.css';

export function HomePage({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
      <HomeHero loggedIn={loggedIn} />
      <PartnerPitch />
      <Benefits />
      <ActivityGallery />
      <EarningsCta loggedIn={loggedIn} />
    </>
  );
}
