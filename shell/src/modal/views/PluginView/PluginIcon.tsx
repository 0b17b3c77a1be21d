/**
 * A plugin entry's icon. Its SVG source comes from the plugin's description, which may be served
 * from another origin: it is drawn as an image mask in the text colour, never inserted as markup.
 */
export function PluginIcon({ svg }: { svg: string }) {
  const url = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
  return <span className="feature-icon" aria-hidden="true" style={{ maskImage: url, WebkitMaskImage: url }} />
}
