import { brand } from '../../content/brand';
import { howItWorks } from '../../content/howItWorks';
import { DownloadArt } from '../art/DownloadArt';
import { StoreBadges } from '../StoreBadges';

// `id="download"` is the target of the studio and venue owner buttons on the home page, and
// where a login lands: a logged-in owner reads the next steps instead of the members' pitch.
export function DownloadCta({ loggedIn = false }: { loggedIn?: boolean }) {
  const { download, nextStep } = howItWorks.members;
  const copy = loggedIn ? nextStep : download;
  return (
    <section id="download" className="section" aria-labelledby="download-title">
      <div className="container">
        <div className="download">
          <div className="download__copy">
            <p className="eyebrow download__eyebrow">{copy.eyebrow}</p>
            <h2 id="download-title">{copy.title}</h2>
            <p className="download__lead">{copy.lead}</p>
            {loggedIn ? (
              <ol className="download__steps">
                {nextStep.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : null}
            <StoreBadges
              tone="onDark"
              appStoreHref={brand.stores.appStore}
              googlePlayHref={brand.stores.googlePlay}
            />
          </div>
          <div className="download__art">
            <DownloadArt />
          </div>
        </div>
      </div>
    </section>
  );
}
