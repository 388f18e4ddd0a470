import './art.css';
import {
  GymScene,
  OutdoorScene,
  SalonScene,
  SpaScene,
  StudioScene,
  YogaScene,
} from './activityScenes';

const scenes = {
  yoga: YogaScene,
  spa: SpaScene,
  outdoor: OutdoorScene,
  salon: SalonScene,
  studio: StudioScene,
  gym: GymScene,
} as const;

export type ActivityName = keyof typeof scenes;

// Decorative: the gallery caption beside it names the activity.
export function ActivityArt({ name }: { name: ActivityName }) {
  const Scene = scenes[name];
  return (
    <svg className="art" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <Scene />
    </svg>
  );
}
