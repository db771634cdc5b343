/** Device capabilities the pages use, wrapped so machines receive plain promises. */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export function readLocation(signal?: AbortSignal): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    signal?.addEventListener('abort', () => reject(new Error('aborted')));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 },
    );
  });
}
