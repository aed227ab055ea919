/**
 * Run in the document before the home page's sections. On a fresh arrival, with no saved position to
 * return to and no section to jump to, it marks the document so its lower sections are held (app.css).
 * Coming Back, reloading or following a link to a section, the browser or the router restores a
 * position measured against drawn sections, so nothing is held. The first key, wheel, touch or pointer
 * press draws everything before the page moves, and so does leaving, so the position kept for coming
 * Back is true. A scroll no input began (find in page, a link to a passage of text) lands against
 * estimates: the first scroll event draws everything, before the next paint, and scrolls by however far
 * the element at the middle of the viewport moved, so what the scroll reached stays where it was.
 */
export const HOLD_SECTIONS_SCRIPT = `(()=>{const d=document.documentElement,n=performance.getEntriesByType("navigation")[0],e=["keydown","wheel","touchstart","pointerdown","scroll","pagehide"];if(n?.type!=="navigate"||location.hash||history.state)return;d.dataset.held="";const r=()=>{for(const t of e)removeEventListener(t,r,!0);const a=document.elementFromPoint(innerWidth/2,innerHeight/2),y=a?.getBoundingClientRect().top;delete d.dataset.held;if(a)scrollBy({top:a.getBoundingClientRect().top-y,behavior:"instant"})};for(const t of e)addEventListener(t,r,{capture:!0,passive:!0})})()`;
