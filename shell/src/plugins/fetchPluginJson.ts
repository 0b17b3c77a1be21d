/** Reads a JSON file next to the plugins (their index, a description). */
export type FetchPluginJson = (url: string) => Promise<unknown>

/**
 * The browser's fetch, failing on a non-OK status with 'HTTP status code: N'. Static files of the
 * plugin deployment, not an API: no project query is added.
 */
export const fetchPluginJson: FetchPluginJson = async (url) => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  return response.json()
}
