export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface LocationResult {
  coordinates: Coordinates;
  // Set when the device gave no position; coordinates are then the 0,0 fallback.
  error?: string;
}

export type LocateDevice = () => Promise<LocationResult>;

export const FALLBACK_COORDINATES: Coordinates = { latitude: 0, longitude: 0 };

export const locationMessages = {
  denied: 'User denied the request for Geolocation.',
  unavailable: 'Location information is unavailable.',
  timeout: 'The request to get user location timed out.',
  unexpected: 'An unexpected error occurred',
  unsupported: 'Geolocation is not supported by this browser.',
} as const;

function messageFor(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return locationMessages.denied;
    case error.POSITION_UNAVAILABLE:
      return locationMessages.unavailable;
    case error.TIMEOUT:
      return locationMessages.timeout;
    default:
      return `${locationMessages.unexpected}: ${error.message}`;
  }
}

// Never rejects: a business can register without sharing where it is.
export const locateDevice: LocateDevice = () =>
  new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ coordinates: FALLBACK_COORDINATES, error: locationMessages.unsupported });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ coordinates: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => resolve({ coordinates: FALLBACK_COORDINATES, error: messageFor(error) }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  });
