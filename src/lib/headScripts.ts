import { THEME_STORAGE_KEY } from "../styles/theme";

/**
 * The site's own inline scripts: those every page runs in its head before the first paint
 * (HEAD_SCRIPTS, written by gatsby-ssr) and the one at the end of the body that starts
 * Gatsby's bundles (written by src/node/bundles/bundles.ts). The Content-Security-Policy allows
 * them by hash (src/node/headers/headers.ts), so they live here, in one place, as plain strings.
 */

export const COOKIE_CONSENT_KEY = "cookie-consent";

/**
 * What the stored choice was about: the analytics service the site ran when the visitor chose
 * (its name, "" for none). Consent covers what the visitor was told, so an "accepted" given while
 * the site ran no analytics, or another service, does not cover the one run now: such a visitor
 * is asked again. A new address for the same service asks nobody again; a decline stands
 * whatever changes.
 */
export const COOKIE_CONSENT_SCOPE_KEY = "cookie-consent-analytics";

/**
 * On <html> while the site runs analytics: the service's name (content/site.yaml's
 * providers.analytics, written by the Seo component), which the head script, CONTROLS_SCRIPT
 * and useCookieConsent compare with COOKIE_CONSENT_SCOPE_KEY.
 */
export const ANALYTICS_ATTRIBUTE = "data-analytics-service";

/**
 * Set on <html> by the head script when the visitor has not chosen yet. The banner is in
 * the server HTML but only shown under this attribute, so it is painted with the page
 * (no late pop-in) and never flashes for a visitor who already chose; without JavaScript
 * there is nothing to consent to and it stays hidden.
 */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/** Applies the remembered theme, so a dark-theme visitor never sees a flash of the light one. */
export const THEME_INIT_SCRIPT = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(m!=="light"&&m!=="dark")m="system";var d=m==="dark"||(m==="system"&&window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.dataset.theme=d?"dark":"light";r.dataset.themeMode=m;r.style.colorScheme=d?"dark":"light"})()`;

/**
 * Shows the server-rendered cookie banner, from the first paint, only to a visitor who has not
 * chosen yet, or who accepted before the site ran the analytics service it runs now
 * (COOKIE_CONSENT_SCOPE_KEY). The banner's own CSS keeps it hidden until its last element has
 * been parsed (COOKIE_BANNER_END_ATTRIBUTE): the browser may paint a page before it has read to
 * the end, and a banner painted half-read would grow upwards (it sits at the bottom) as its text
 * arrived.
 */
export const COOKIE_BANNER_INIT_SCRIPT = `(function(){var r=document.documentElement,a=r.getAttribute(${JSON.stringify(
  ANALYTICS_ATTRIBUTE,
)}),v,s;try{v=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)});s=localStorage.getItem(${JSON.stringify(
  COOKIE_CONSENT_SCOPE_KEY,
)})}catch(e){}if(v==="accepted"&&a&&s!==a)v=null;if(v!=="accepted"&&v!=="declined")r.setAttribute(${JSON.stringify(
  COOKIE_BANNER_ATTRIBUTE,
)},"")})()`;

/** On the banner itself (focusable), so "Cookie settings" can move focus to it when it comes back. */
export const COOKIE_BANNER_REGION_ATTRIBUTE = "data-cookie-banner-region";

/** On the banner's last element, so its CSS can tell that the whole banner has been parsed. */
export const COOKIE_BANNER_END_ATTRIBUTE = "data-banner-end";

/**
 * Set by a control's component once React has hydrated it (useControlTakeOver): from then
 * on React handles the control and CONTROLS_SCRIPT leaves it alone.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On the booking frame's wrapper (SchedulingFrame): where the "frame" action finds the frame. */
export const SCHEDULING_FRAME_ATTRIBUTE = "data-frame";
/** On <html> when the visitor chose in the banner before React ran, for storage that is blocked. */
export const COOKIE_CHOICE_ATTRIBUTE = "data-cookie-choice";

/**
 * Makes the site's controls work from the first paint, before React has hydrated them: one
 * delegated listener for clicks on [data-action] elements (and hover, focus and Escape for
 * the menus), doing what the component would, in the DOM and storage the component reads
 * when it hydrates. It acts only on controls without HYDRATED_ATTRIBUTE (on them or an
 * ancestor), and stops the event there, so React never sees it too (a second toggle):
 * - data-action="consent" data-value="accepted|declined": stores the cookie choice and what it was
 *   about (COOKIE_CONSENT_SCOPE_KEY), hides the banner;
 * - data-action="reconsent" ("Cookie settings"): forgets the stored choice, shows the banner
 *   (still in the server HTML before hydration) and focuses it;
 * - data-action="theme": the next theme mode (nextThemeMode in src/styles/themeMode.ts: from the
 *   device's theme to the other first), stored and applied as THEME_INIT_SCRIPT does; the
 *   button's label for each mode on a device in light or dark is in data-label-<mode>-<theme>,
 *   its title in data-title-<mode>, and once the page is parsed it is named for the mode the
 *   head script applied and the device's theme (the server HTML names the default, in light);
 * - data-action="disclose": toggles aria-expanded and the hidden of its aria-controls, and its
 *   aria-label between data-label-expanded and data-label-collapsed; a [data-hover-disclose]
 *   ancestor opens it while a mouse or pen (not a finger) is over it, and the first click after
 *   the pointer opened it leaves it open (the visitor clicks what they point at); a
 *   [data-leave-close] ancestor (the mobile menu) closes it on a click outside it or when focus
 *   moves on to something outside it;
 * - data-action="carousel" data-direction="prev|next": scrolls the carousel's static first
 *   view ([data-carousel-static] in the same parent) by one slide, round at the ends;
 * - data-action="press": toggles aria-pressed (the logo carousel's pause button);
 * - data-action="frame": loads the frame of its SCHEDULING_FRAME_ATTRIBUTE wrapper (its address is in
 *   data-src until the visitor asks), shows and focuses it, and hides the button's box.
 */
export const CONTROLS_SCRIPT = `(function(){var d=document,r=d.documentElement,H=${JSON.stringify(
  `[${HYDRATED_ATTRIBUTE}]`,
)};function control(t,sel){var e=t&&t.closest?t.closest(sel):null;return e&&!e.closest(H)?e:null}function disclose(b,open){b.setAttribute("aria-expanded",open?"true":"false");var p=d.getElementById(b.getAttribute("aria-controls"));if(p)p.hidden=!open;var l=b.getAttribute(open?"data-label-expanded":"data-label-collapsed");if(l)b.setAttribute("aria-label",l)}function store(k,v){try{localStorage.setItem(k,v)}catch(e){}}function sys(){return!!(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches)}function name(b,m){b.setAttribute("data-mode",m);b.setAttribute("aria-label",b.getAttribute("data-label-"+m+"-"+(sys()?"dark":"light")));b.setAttribute("title",b.getAttribute("data-title-"+m))}function names(){var l=d.querySelectorAll('[data-action="theme"]');for(var i=0;i<l.length;i++)if(!l[i].closest(H))name(l[i],r.dataset.themeMode||"system")}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",names);else names();var act={reconsent:function(){try{localStorage.removeItem(${JSON.stringify(COOKIE_CONSENT_KEY)});localStorage.removeItem(${JSON.stringify(
  COOKIE_CONSENT_SCOPE_KEY,
)})}catch(e){}r.removeAttribute(${JSON.stringify(COOKIE_CHOICE_ATTRIBUTE)});r.setAttribute(${JSON.stringify(
  COOKIE_BANNER_ATTRIBUTE,
)},"");var g=d.querySelector(${JSON.stringify(`[${COOKIE_BANNER_REGION_ATTRIBUTE}]`)});if(g)g.focus()},consent:function(b){var v=b.getAttribute("data-value");store(${JSON.stringify(
  COOKIE_CONSENT_KEY,
)},v);store(${JSON.stringify(COOKIE_CONSENT_SCOPE_KEY)},r.getAttribute(${JSON.stringify(ANALYTICS_ATTRIBUTE)})||"");r.setAttribute(${JSON.stringify(COOKIE_CHOICE_ATTRIBUTE)},v);r.removeAttribute(${JSON.stringify(
  COOKIE_BANNER_ATTRIBUTE,
)})},theme:function(b){var s=sys(),o=s?"light":"dark",c=r.dataset.themeMode||"system",m=c==="system"?o:c===o?(s?"dark":"light"):"system";if(m==="system")try{localStorage.removeItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}else store(${JSON.stringify(THEME_STORAGE_KEY)},m);var k=m==="dark"||(m==="system"&&s);r.dataset.theme=k?"dark":"light";r.dataset.themeMode=m;r.style.colorScheme=k?"dark":"light";name(b,m)},disclose:function(b){if(b._h){b._h=0;return}disclose(b,b.getAttribute("aria-expanded")!=="true")},carousel:function(b){var t=b.parentNode.querySelector("[data-carousel-static]");if(!t||!t.firstElementChild)return;var w=t.firstElementChild.getBoundingClientRect().width,n=b.getAttribute("data-direction")==="next",x=t.scrollLeft,max=t.scrollWidth-t.clientWidth-1;t.scrollTo({left:n?(x>=max?0:x+w):(x<=1?max+1:x-w),behavior:"instant"})},press:function(b){b.setAttribute("aria-pressed",b.getAttribute("aria-pressed")==="true"?"false":"true")},frame:function(b){var w=b.closest(${JSON.stringify(`[${SCHEDULING_FRAME_ATTRIBUTE}]`)}),f=w&&w.querySelector("iframe[data-src]");if(!f)return;if(!f.hasAttribute("src"))f.setAttribute("src",f.getAttribute("data-src"));f.hidden=false;b.parentNode.hidden=true;f.focus()}};d.addEventListener("click",function(e){var o=d.querySelectorAll("[data-leave-close]");for(var i=0;i<o.length;i++)if(!o[i].closest(H)&&!o[i].contains(e.target)){var c=o[i].querySelector('[data-action="disclose"][aria-expanded="true"]');if(c)disclose(c,false)}var b=control(e.target,"[data-action]");if(!b||!act[b.getAttribute("data-action")])return;e.preventDefault();e.stopPropagation();act[b.getAttribute("data-action")](b)},true);function hover(e,open){if(e.pointerType==="touch")return;var h=control(e.target,"[data-hover-disclose]");if(!h||(e.relatedTarget&&h.contains(e.relatedTarget)))return;var b=h.querySelector('[data-action="disclose"]');if(b){b._h=open&&b.getAttribute("aria-expanded")!=="true";disclose(b,open)}}d.addEventListener("pointerover",function(e){hover(e,true)},true);d.addEventListener("pointerout",function(e){hover(e,false)},true);d.addEventListener("focusout",function(e){var t=e.relatedTarget,h=control(e.target,"[data-hover-disclose],[data-leave-close]");if(h&&!(t&&h.contains(t))&&(t||h.hasAttribute("data-hover-disclose"))){var b=h.querySelector('[data-action="disclose"]');if(b)disclose(b,false)}},true);d.addEventListener("keydown",function(e){if(e.key!=="Escape")return;var l=d.querySelectorAll('[data-action="disclose"][aria-expanded="true"]');for(var i=0;i<l.length;i++)if(!l[i].closest(H)){disclose(l[i],false);if(l[i].contains(d.activeElement)===false&&l[i].parentNode.contains(d.activeElement))l[i].focus()}},true)})()`;

/** In the order gatsby-ssr writes them. */
export const HEAD_SCRIPTS = [
  { key: "theme-init", script: THEME_INIT_SCRIPT },
  { key: "cookie-banner-init", script: COOKIE_BANNER_INIT_SCRIPT },
  { key: "controls", script: CONTROLS_SCRIPT },
] as const;

/** Lists Gatsby's bundles on the script BUNDLES_AFTER_PAINT_SCRIPT, separated by spaces. */
export const BUNDLES_ATTRIBUTE = "data-bundles";

/**
 * Fetches and runs Gatsby's bundles once the page has painted its first screen.
 *
 * Gatsby writes its bundles as async scripts, which the browser fetches alongside the page
 * and runs as soon as they arrive: on a slow connection they share the bandwidth with the
 * page and its images, and on a fast one they often run before the browser has painted the
 * whole first screen, which then waits for React to compile and run. The build
 * (src/node/bundles/bundles.ts) replaces them with this script, which starts them two frames after
 * the document is parsed and the first contentful paint is reported, so the frame that shows
 * the whole page comes first. A page in a background tab, which paints nothing, starts them
 * at once.
 */
export const BUNDLES_AFTER_PAINT_SCRIPT = `(function(){var d=document,P=window.PerformanceObserver,me=d.currentScript,waiting=2,started=0;function start(){if(started)return;started=1;var l=me.getAttribute(${JSON.stringify(BUNDLES_ATTRIBUTE)}).split(" ");for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i];d.body.appendChild(s)}}function hidden(){return d.visibilityState!=="visible"}function ready(){if(--waiting===0)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}function parsed(){if(hidden())start();else ready()}if(typeof requestAnimationFrame!=="function"){start();return}d.addEventListener("visibilitychange",function(){if(hidden())start()});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();ready()}}).observe({type:"paint",buffered:true});else ready();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",parsed);else parsed()})()`;
