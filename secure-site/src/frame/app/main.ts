// The secure site's frame app, as production builds it: the frame's own pages for every step.
import { runFrameApp } from './runFrameApp'

runFrameApp({})
