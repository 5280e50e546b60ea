// How the site answers with an iCalendar file: a feed to subscribe to is shown inline (calendar apps
// fetch it again every few hours), a single match is a download. Always revalidated, so a result or a
// moved kick-off is in the next fetch.
export function calendarResponse(ics: string, filename: string, disposition: "inline" | "attachment"): Response {
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "public, no-cache",
    },
  });
}
