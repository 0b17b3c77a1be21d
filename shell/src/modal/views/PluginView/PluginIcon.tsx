/**
 * A plugin entry's icon. Its SVG source comes from the plugin's description, which may be served
 * from another origin: it is drawn as an image mask, never inserted as markup. With `brand` (a
 * social login's colour) the mask is white on a disc of that colour; else it takes the text colour.
 */
export function PluginIcon({ svg, brand }: { svg: string; brand?: string | undefined }) {
  const url = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
  const icon = <span className="feature-icon" aria-hidden="true" style={{ maskImage: url, WebkitMaskImage: url }} />
  if (!brand) return icon
  return (
    <span className="brand-mark" aria-hidden="true" style={{ background: brand }}>
      {icon}
    </span>
  )
}
