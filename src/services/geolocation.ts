export interface Coordinates {
  latitude: number;
  longitude: number;
}

// Why the device gave no position, in the product's terms; `detail` is the browser's own
// explanation of an unexpected failure, shown after the product's words.
export type LocationFailure =
  | { reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }
  | { reason: 'unexpected'; detail: string };

export interface LocationResult {
  coordinates: Coordinates;
  // Set when the device gave no position; coordinates are then the 0,0 fallback.
  error?: LocationFailure;
}

export type LocateDevice = () => Promise<LocationResult>;

export const FALLBACK_COORDINATES: Coordinates = { latitude: 0, longitude: 0 };

function failureOf(error: GeolocationPositionError): LocationFailure {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return { reason: 'denied' };
    case error.POSITION_UNAVAILABLE:
      return { reason: 'unavailable' };
    case error.TIMEOUT:
      return { reason: 'timeout' };
    default:
      return { reason: 'unexpected', detail: error.message };
  }
}

// Never rejects: a business can register without sharing where it is.
export const locateDevice: LocateDevice = () =>
  new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ coordinates: FALLBACK_COORDINATES, error: { reason: 'unsupported' } });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ coordinates: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => resolve({ coordinates: FALLBACK_COORDINATES, error: failureOf(error) }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  });
