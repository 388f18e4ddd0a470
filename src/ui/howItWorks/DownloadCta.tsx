import { brand } from '../../content/brand';
import { howItWorks } from '../../content/howItWorks';
import { DownloadArt } from '../art/DownloadArt';
import { StoreBadges } from '../StoreBadges';

// `id="download"` is the target of the studio and venue owner buttons on the home page.
export function DownloadCta() {
  const { download } = howItWorks.members;
  return (
    <section id="download" className="section" aria-labelledby="download-title">
      <div className="container">
        <div className="download">
          <div className="download__copy">
            <p className="eyebrow download__eyebrow">{download.eyebrow}</p>
            <h2 id="download-title">{download.title}</h2>
            <p className="download__lead">{download.lead}</p>
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
