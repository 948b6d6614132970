import { domAnimation } from "framer-motion";

// Loaded on demand by LazyMotion: the animation features stay out of the first bundle.
export default domAnimation;
