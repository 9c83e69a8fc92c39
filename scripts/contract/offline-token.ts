/** A token of the offline API served over HTTP (mocks/handlers/offline-token.ts), for the runs of contract-verify against it. */
export const offlineToken = async (baseUrl: string, username = 'sysadmin'): Promise<string> => {
  const response = await fetch(`${baseUrl}/__offline/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
};
