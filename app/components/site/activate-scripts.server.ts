// The small script a page that loads its JavaScript at the first interaction runs at once (see
// ScriptsOnInteraction.tsx). A server module: the browser runs it from the page, its bundle never needs it.
export const ACTIVATE = `(function(){var t=document.getElementById("deferred-scripts");if(!t)return;
var add=function(n){document.body.appendChild(document.importNode(n,true))},later=[];
t.content.childNodes.forEach(function(n){if(n.nodeName==="SCRIPT"&&!n.type)add(n);else later.push(n)});
var data=t.getAttribute("data-stream"),events=["pointerdown","pointermove","touchstart","keydown","focusin","scroll","wheel"],started=false;
function start(){if(started)return;started=true;events.forEach(function(e){removeEventListener(e,start,true)});
if(data)fetch(data).then(function(r){if(!r.ok)throw new Error(r.status);return r.text()}).then(function(s){var c=window.__remixContext.streamController;c.enqueue(s);c.close()}).catch(function(){});
later.forEach(add)}
events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})})})();`;
