import type { FlowTrace, TraceMachine } from '../../schemas/flowTrace';
import type { KeyValueStore } from '../../services/storage';
import { supportApi, type SupportApi } from '../../services/supportApi';
import type { DiagramState } from '../../ui/support/model';
import type { AppServices } from '../services';
import { machineDiagram } from './diagram';
import { replayTrace, type ReplayResult } from './replay';

// Everything the /support page needs, loaded on its first visit only: the console's API,
// the replay (the production machines) and their diagrams never reach other pages.
export interface SupportConsole {
  api: SupportApi;
  store: KeyValueStore;
  replay: (trace: FlowTrace) => Promise<ReplayResult>;
  diagram: (machine: TraceMachine) => DiagramState;
}

export function createSupportConsole(services: AppServices): SupportConsole {
  return {
    api: services.supportApi ?? supportApi,
    store: services.sessionStore,
    replay: replayTrace,
    diagram: machineDiagram,
  };
}
