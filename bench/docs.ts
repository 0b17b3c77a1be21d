// `npm run bench:docs`: renders docs/performance.md again from the committed bench/results.json.
import { PERFORMANCE_DOC_PATH, writePerformanceDoc } from './writePerformanceDoc'

writePerformanceDoc()
console.log(`wrote ${PERFORMANCE_DOC_PATH}`)
