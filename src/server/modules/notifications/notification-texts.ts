import type { Locale } from "@shared/i18n/locales";
import type { NotificationType } from "@shared/schemas/notifications";
import type { AlertKind } from "@shared/schemas/alerts";
import type { KeyEventKind } from "@shared/schemas/game-sheet";

// The sentences of the bell and of push notifications in each language. Written as functions
// rather than catalogue strings: each takes exactly what its sentence needs, and TypeScript
// fails the build when a language lacks one. The English ones are the texts fans always saw.

export interface NotificationTexts {
  someone: string;
  friendRequest: (who: string) => string;
  friendAccepted: (who: string) => string;
  joinRequest: (who: string, community: string | null) => string;
  joinApproved: (community: string | null) => string;
  eventRsvp: (who: string, event: string | null, maybe: boolean) => string;
  postLike: (who: string, others: number) => string;
  postComment: (who: string, excerpt: string | null) => string;
  eventReminder: (event: string | null, minutes: number) => string;
  gameStart: (game: { away: string; home: string } | null) => string;
  gameFinalShielded: (away: string, home: string) => string;
  gameFinal: (game: { away: string; awayScore: number; home: string; homeScore: number } | null) => string;
  waitlistPromoted: (event: string | null) => string;
  eventUpdated: (who: string, event: string | null) => string;
  contentRemoved: (what: "post" | "comment" | string | null) => string;
  nowInChargeCommunity: (community: string | null) => string;
  nowInChargeEvent: (event: string | null) => string;
  eventCancelled: (event: string | null) => string;
  titles: Record<NotificationType, string>;
  /** A game's one notification (issue #37): its title says the latest moment. */
  momentTitles: Record<AlertKind, string>;
  /** "Bukayo Saka goal": who did what, when the game sheet says. */
  momentDetail: (player: string | null, event: KeyEventKind) => string | null;
  /** A shielded game's alert: the teams, never the score. */
  gameStateShielded: (away: string, home: string) => string;
}

// The names of the moments a detail may tell (other key events are not alerted).
type Named = Partial<Record<KeyEventKind, string>>;
const detailOf =
  (names: Named, join: (player: string, what: string) => string) => (player: string | null, event: KeyEventKind) => {
    const what = names[event];
    if (!what) return null;
    return player ? join(player, what) : what.charAt(0).toUpperCase() + what.slice(1);
  };

const en: NotificationTexts = {
  someone: "Someone",
  friendRequest: (who) => `${who} sent you a friend request`,
  friendAccepted: (who) => `${who} accepted your friend request`,
  joinRequest: (who, c) => `${who} asked to join ${c ?? "your community"}`,
  joinApproved: (c) => `You're now a member of ${c ?? "the community"}`,
  eventRsvp: (who, e, maybe) =>
    maybe ? `${who} might come to ${e ?? "your event"}` : `${who} is going to ${e ?? "your event"}`,
  postLike: (who, others) =>
    others > 0 ? `${who} and ${others} ${others === 1 ? "other" : "others"} liked your post` : `${who} liked your post`,
  postComment: (who, excerpt) =>
    excerpt ? `${who} commented on your post: "${excerpt}"` : `${who} commented on your post`,
  eventReminder: (e, m) =>
    `${e ?? "Your event"} starts ${m >= 55 ? "in an hour" : `in ${m} ${m === 1 ? "minute" : "minutes"}`}`,
  gameStart: (g) => (g ? `${g.away} at ${g.home} has started` : "Your team's game has started"),
  gameFinalShielded: (away, home) => `${away} at ${home} · Final — tap to reveal`,
  gameFinal: (g) => (g ? `Final: ${g.away} ${g.awayScore}, ${g.home} ${g.homeScore}` : "Final"),
  waitlistPromoted: (e) => `A place freed up: you're going to ${e ?? "the event"}`,
  eventUpdated: (who, e) => `${who} changed the details of ${e ?? "an event you're going to"}`,
  contentRemoved: (what) => `A moderator removed your ${what ?? "post"}`,
  nowInChargeCommunity: (c) => `You now run ${c ?? "a community"}: its creator left FanZone`,
  nowInChargeEvent: (e) => `You're now the host of ${e ?? "an event"}: its host left FanZone`,
  eventCancelled: (e) => `${e ?? "An event"} was cancelled: its host left FanZone`,
  titles: {
    friend_request: "Friend request",
    friend_accepted: "New friend",
    join_request: "Join request",
    join_approved: "Request approved",
    event_rsvp: "New RSVP",
    post_like: "Likes",
    post_comment: "New comment",
    event_reminder: "Event reminder",
    game_start: "Game on",
    game_final: "Final",
    waitlist_promoted: "You're going",
    event_updated: "Event changed",
    content_removed: "Removed by a moderator",
    now_in_charge: "Now in charge",
    event_cancelled: "Event cancelled",
    game_update: "Game update",
  },
  momentTitles: {
    start: "Game on",
    score: "Score",
    lead_change: "Lead change",
    red_card: "Red card",
    close_late: "Close and late",
    final: "Final",
    postponed: "Postponed",
  },
  momentDetail: detailOf(
    {
      goal: "goal",
      "penalty-goal": "penalty goal",
      "own-goal": "own goal",
      "red-card": "red card",
      touchdown: "touchdown",
      "field-goal": "field goal",
      safety: "safety",
      "home-run": "home run",
      run: "run",
    },
    (player, what) => `${player} ${what}`,
  ),
  gameStateShielded: (away, home) => `${away} – ${home} · tap to reveal`,
};

const es: NotificationTexts = {
  someone: "Alguien",
  friendRequest: (who) => `${who} te envió una solicitud de amistad`,
  friendAccepted: (who) => `${who} aceptó tu solicitud de amistad`,
  joinRequest: (who, c) => `${who} pidió unirse a ${c ?? "tu comunidad"}`,
  joinApproved: (c) => `Ya eres miembro de ${c ?? "la comunidad"}`,
  eventRsvp: (who, e, maybe) => (maybe ? `${who} quizá vaya a ${e ?? "tu evento"}` : `${who} va a ${e ?? "tu evento"}`),
  postLike: (who, others) =>
    others > 0
      ? `A ${who} y ${others === 1 ? "1 persona más" : `${others} personas más`} les gustó tu publicación`
      : `A ${who} le gustó tu publicación`,
  postComment: (who, excerpt) =>
    excerpt ? `${who} comentó tu publicación: «${excerpt}»` : `${who} comentó tu publicación`,
  eventReminder: (e, m) =>
    `${e ?? "Tu evento"} empieza ${m >= 55 ? "dentro de una hora" : `dentro de ${m} ${m === 1 ? "minuto" : "minutos"}`}`,
  gameStart: (g) => (g ? `Empezó el partido ${g.away} – ${g.home}` : "Empezó el partido de tu equipo"),
  gameFinalShielded: (away, home) => `${away} – ${home} · Final: toca para ver el resultado`,
  gameFinal: (g) => (g ? `Final: ${g.away} ${g.awayScore}, ${g.home} ${g.homeScore}` : "Final"),
  waitlistPromoted: (e) => `Se liberó una plaza: vas a ${e ?? "el evento"}`,
  eventUpdated: (who, e) => `${who} cambió los detalles de ${e ?? "un evento al que vas"}`,
  contentRemoved: (what) => `Un moderador eliminó tu ${what === "comment" ? "comentario" : "publicación"}`,
  nowInChargeCommunity: (c) => `Ahora diriges ${c ?? "una comunidad"}: su creador dejó FanZone`,
  nowInChargeEvent: (e) => `Ahora organizas ${e ?? "un evento"}: su organizador dejó FanZone`,
  eventCancelled: (e) => `Se canceló ${e ?? "un evento"}: su organizador dejó FanZone`,
  titles: {
    friend_request: "Solicitud de amistad",
    friend_accepted: "Nuevo amigo",
    join_request: "Solicitud para unirse",
    join_approved: "Solicitud aprobada",
    event_rsvp: "Nueva confirmación",
    post_like: "Me gusta",
    post_comment: "Nuevo comentario",
    event_reminder: "Recordatorio de evento",
    game_start: "Empieza el partido",
    game_final: "Final",
    waitlist_promoted: "Tienes plaza",
    event_updated: "Evento modificado",
    content_removed: "Eliminado por un moderador",
    now_in_charge: "Ahora estás a cargo",
    event_cancelled: "Evento cancelado",
    game_update: "Novedades del partido",
  },
  momentTitles: {
    start: "Empieza el partido",
    score: "Marcador",
    lead_change: "Cambio de líder",
    red_card: "Tarjeta roja",
    close_late: "Final ajustado",
    final: "Final",
    postponed: "Aplazado",
  },
  momentDetail: detailOf(
    {
      goal: "gol",
      "penalty-goal": "gol de penalti",
      "own-goal": "gol en propia puerta",
      "red-card": "tarjeta roja",
      touchdown: "touchdown",
      "field-goal": "gol de campo",
      safety: "safety",
      "home-run": "jonrón",
      run: "carrera",
    },
    (player, what) => `${what.charAt(0).toUpperCase() + what.slice(1)} de ${player}`,
  ),
  gameStateShielded: (away, home) => `${away} – ${home} · toca para ver el resultado`,
};

const fr: NotificationTexts = {
  someone: "Quelqu’un",
  friendRequest: (who) => `${who} vous a envoyé une demande d’ami`,
  friendAccepted: (who) => `${who} a accepté votre demande d’ami`,
  joinRequest: (who, c) => `${who} demande à rejoindre ${c ?? "votre communauté"}`,
  joinApproved: (c) => `Vous êtes maintenant membre de ${c ?? "la communauté"}`,
  eventRsvp: (who, e, maybe) =>
    maybe ? `${who} viendra peut-être à ${e ?? "votre événement"}` : `${who} participe à ${e ?? "votre événement"}`,
  postLike: (who, others) =>
    others > 0
      ? `${who} et ${others === 1 ? "1 autre personne" : `${others} autres personnes`} ont aimé votre publication`
      : `${who} a aimé votre publication`,
  postComment: (who, excerpt) =>
    excerpt
      ? `${who} a commenté votre publication\u00a0: «\u00a0${excerpt}\u00a0»`
      : `${who} a commenté votre publication`,
  eventReminder: (e, m) =>
    `${e ?? "Votre événement"} commence ${m >= 55 ? "dans une heure" : `dans ${m} ${m === 1 ? "minute" : "minutes"}`}`,
  gameStart: (g) => (g ? `${g.away} – ${g.home} a commencé` : "Le match de votre équipe a commencé"),
  gameFinalShielded: (away, home) => `${away} – ${home} · Terminé\u00a0: touchez pour voir le score`,
  gameFinal: (g) => (g ? `Score final\u00a0: ${g.away} ${g.awayScore}, ${g.home} ${g.homeScore}` : "Terminé"),
  waitlistPromoted: (e) => `Une place s’est libérée\u00a0: vous participez à ${e ?? "l’événement"}`,
  eventUpdated: (who, e) => `${who} a modifié les détails de ${e ?? "un événement auquel vous participez"}`,
  contentRemoved: (what) => `Un modérateur a retiré votre ${what === "comment" ? "commentaire" : "publication"}`,
  nowInChargeCommunity: (c) => `Vous gérez maintenant ${c ?? "une communauté"}\u00a0: son créateur a quitté FanZone`,
  nowInChargeEvent: (e) => `Vous organisez maintenant ${e ?? "un événement"}\u00a0: son organisateur a quitté FanZone`,
  eventCancelled: (e) => `${e ?? "Un événement"} a été annulé\u00a0: son organisateur a quitté FanZone`,
  titles: {
    friend_request: "Demande d’ami",
    friend_accepted: "Nouvel ami",
    join_request: "Demande d’adhésion",
    join_approved: "Demande acceptée",
    event_rsvp: "Nouvelle inscription",
    post_like: "J’aime",
    post_comment: "Nouveau commentaire",
    event_reminder: "Rappel d’événement",
    game_start: "Coup d’envoi",
    game_final: "Terminé",
    waitlist_promoted: "Vous participez",
    event_updated: "Événement modifié",
    content_removed: "Retiré par un modérateur",
    now_in_charge: "Vous êtes responsable",
    event_cancelled: "Événement annulé",
    game_update: "Le point sur le match",
  },
  momentTitles: {
    start: "Coup d’envoi",
    score: "Score",
    lead_change: "Changement de leader",
    red_card: "Carton rouge",
    close_late: "Fin de match serrée",
    final: "Terminé",
    postponed: "Reporté",
  },
  momentDetail: detailOf(
    {
      goal: "but",
      "penalty-goal": "penalty",
      "own-goal": "but contre son camp",
      "red-card": "carton rouge",
      touchdown: "touchdown",
      "field-goal": "field goal",
      safety: "safety",
      "home-run": "coup de circuit",
      run: "point",
    },
    (player, what) => `${what.charAt(0).toUpperCase() + what.slice(1)} de ${player}`,
  ),
  gameStateShielded: (away, home) => `${away} – ${home} · touchez pour voir le score`,
};

export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = { en, es, fr };
