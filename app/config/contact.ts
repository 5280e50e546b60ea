// The contact form's words, safe for the browser: the form's intent and its toasts.
export const CONTACT_INTENT = "contact";

export const CONTACT_TOASTS = {
  required: { title: "Please fill in all fields", description: "All fields are required to send a message." },
  sent: { title: "Message sent successfully!", description: "Thank you for contacting us. We'll get back to you soon." },
  failed: { title: "Error sending message", description: "Please try again later." },
} as const;
