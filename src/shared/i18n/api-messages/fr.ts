import type { ApiMessageCatalogue } from "./translator";

/** French texts of the API's messages (keys: the English texts; see translator.ts). */
export const fr: ApiMessageCatalogue = {
  "A community with this name already exists": "Une communauté porte déjà ce nom",
  "A game update carries entries or a sheet change":
    "Une mise à jour du match porte des entrées ou un changement de feuille",
  "An account with this email already exists": "Un compte existe déjà avec cette adresse e-mail",
  "At most {ALERT_GAMES_MAX} games": "{ALERT_GAMES_MAX} matchs au maximum",
  "At most {ALERT_KINDS_MAX} kinds": "{ALERT_KINDS_MAX} types au maximum",
  "At most {ALERT_PLAYERS_MAX} players": "{ALERT_PLAYERS_MAX} joueurs au maximum",
  "At most {ALERT_TEAMS_MAX} teams": "{ALERT_TEAMS_MAX} équipes au maximum",
  "At most {FAVORITE_TEAMS_MAX} teams": "{FAVORITE_TEAMS_MAX} équipes au maximum",
  "At most {NOTIFICATION_READ_IDS_MAX} ids at a time": "{NOTIFICATION_READ_IDS_MAX} identifiants au maximum à la fois",
  "Busy drawing other preview images. Please try again in a moment.":
    "Nous générons d’autres images d’aperçu. Veuillez réessayer dans un instant.",
  "Choose a new password that differs from your current one":
    "Choisissez un nouveau mot de passe différent de l’actuel",
  "Choose a reason": "Choisissez un motif",
  "Choose what you are reporting": "Choisissez ce que vous signalez",
  "Comment is required": "Le commentaire est obligatoire",
  "Comment must be at most {GAME_COMMENT_MAX} characters":
    "Le commentaire doit comporter au maximum {GAME_COMMENT_MAX} caractères",
  "Comment must be less than {COMMENT_MAX} characters":
    "Le commentaire doit comporter moins de {COMMENT_MAX} caractères",
  "Comment not found": "Commentaire introuvable",
  "Community name is required": "Le nom de la communauté est obligatoire",
  "Community name must be at most {COMMUNITY_NAME_MAX} characters":
    "Le nom de la communauté doit comporter au maximum {COMMUNITY_NAME_MAX} caractères",
  "Community not found": "Communauté introuvable",
  "Contains invalid characters": "Contient des caractères non valides",
  "Content is required": "Le contenu est obligatoire",
  "Content must be less than {POST_MAX} characters": "Le contenu doit comporter moins de {POST_MAX} caractères",
  "Description must be at most {DESCRIPTION_MAX} characters":
    "La description doit comporter au maximum {DESCRIPTION_MAX} caractères",
  "Details must be at most {REPORT_DETAILS_MAX} characters":
    "Les précisions doivent comporter au maximum {REPORT_DETAILS_MAX} caractères",
  "Email must be at most {EMAIL_MAX} characters": "L’adresse e-mail doit comporter au maximum {EMAIL_MAX} caractères",
  "Endpoint is too long": "L’adresse de notification est trop longue",
  "Endpoint must be a URL": "L’adresse de notification doit être une URL",
  "Endpoint must be an https address on the standard port, without a user name or password":
    "L’adresse de notification doit être en https, sur le port standard, sans nom d’utilisateur ni mot de passe",
  "Endpoint must be the address of a known Web Push service":
    "L’adresse de notification doit être celle d’un service Web Push connu",
  "Enter your current password": "Saisissez votre mot de passe actuel",
  "Enter your current password to change your email":
    "Saisissez votre mot de passe actuel pour changer d’adresse e-mail",
  "Enter your password to delete your account": "Saisissez votre mot de passe pour supprimer votre compte",
  "Event date is required": "La date de l’événement est obligatoire",
  "Event date must be a valid date and time": "La date de l’événement doit être une date et une heure valides",
  "Event date must be in the future": "La date de l’événement doit être dans le futur",
  "Event is full": "L’événement est complet",
  "Event not found": "Événement introuvable",
  "Event title is required": "Le titre de l’événement est obligatoire",
  "Event title must be at most {EVENT_TITLE_MAX} characters":
    "Le titre de l’événement doit comporter au maximum {EVENT_TITLE_MAX} caractères",
  "Favorite teams must be a list of team ids": "Les équipes favorites doivent être une liste d’identifiants d’équipe",
  "First name is required": "Le prénom est obligatoire",
  "First name must be at most {NAME_MAX} characters": "Le prénom doit comporter au maximum {NAME_MAX} caractères",
  "Friend removed": "Ami retiré",
  "Friend request already sent": "Demande d’ami déjà envoyée",
  "Friend request declined": "Demande d’ami refusée",
  "Friend request sent": "Demande d’ami envoyée",
  "Game not found": "Match introuvable",
  "Give at least one notification id": "Indiquez au moins un identifiant de notification",
  "Give both scores or neither": "Indiquez les deux scores ou aucun",
  "If an account exists for that email, we have sent a link to reset the password.":
    "Si un compte existe pour cette adresse e-mail, nous avons envoyé un lien pour réinitialiser le mot de passe.",
  "Image URL must be at most {IMAGE_URL_MAX} characters":
    "L’URL de l’image doit comporter au maximum {IMAGE_URL_MAX} caractères",
  "Image not available": "Image indisponible",
  "Image not found": "Image introuvable",
  "Images must be at most {value} MB": "Les images doivent peser au maximum {value} Mo",
  "Invalid cursor": "Curseur non valide",
  "Invalid email address": "Adresse e-mail non valide",
  "Invalid email or password": "Adresse e-mail ou mot de passe incorrect",
  "Invalid request": "Requête non valide",
  "Invalid value": "Valeur non valide",
  "Last name is required": "Le nom est obligatoire",
  "Last name must be at most {NAME_MAX} characters": "Le nom doit comporter au maximum {NAME_MAX} caractères",
  "Location is required": "Le lieu est obligatoire",
  "Location must be at most {LOCATION_MAX} characters": "Le lieu doit comporter au maximum {LOCATION_MAX} caractères",
  "Maximum attendees cannot be below the {going} people already going":
    "Le nombre maximal de participants ne peut pas être inférieur aux {going} personnes déjà inscrites",
  "Maximum attendees must be a number": "Le nombre maximal de participants doit être un nombre",
  "Maximum attendees must be a whole number": "Le nombre maximal de participants doit être un nombre entier",
  "Maximum attendees must be at least 1": "Le nombre maximal de participants doit être d’au moins 1",
  "Maximum attendees must be at most {MAX_ATTENDEES_LIMIT}":
    "Le nombre maximal de participants doit être d’au plus {MAX_ATTENDEES_LIMIT}",
  "Must be at most {max} characters": "Doit comporter au maximum {max} caractères",
  "No pending friend request from this user": "Aucune demande d’ami en attente de cet utilisateur",
  "No pending request from this user": "Aucune demande en attente de cet utilisateur",
  "No such endpoint: {method} {url}": "Cette route de l’API n’existe pas : {method} {url}",
  "Not found": "Introuvable",
  "Only JPEG, PNG, WebP and GIF images can be uploaded":
    "Seules les images JPEG, PNG, WebP et GIF peuvent être envoyées",
  "Only favourite teams can hide their scores": "Seules les équipes favorites peuvent masquer leurs scores",
  "Only images uploaded to FanZone can be shown. Upload the picture instead of linking to it.":
    "Seules les images envoyées sur FanZone peuvent être affichées. Envoyez la photo au lieu d’un lien.",
  "Only members can see this community's leaderboard":
    "Seuls les membres peuvent voir le classement de cette communauté",
  "Only members can see who is in this private community":
    "Seuls les membres peuvent voir qui fait partie de cette communauté privée",
  "Only members of the community can create events in it":
    "Seuls les membres de la communauté peuvent y créer des événements",
  "Only posts and comments can be removed; suspend the user or dismiss the report":
    "Seuls les publications et les commentaires peuvent être retirés ; suspendez l’utilisateur ou classez le signalement",
  "Only the creator can edit this event": "Seul le créateur peut modifier cet événement",
  "Only the creator of the community can answer join requests":
    "Seul le créateur de la communauté peut répondre aux demandes d’adhésion",
  "Only the host sets the party's delay": "Seul l’hôte règle le décalage de la soirée",
  "Password is required": "Le mot de passe est obligatoire",
  "Password must be at least {PASSWORD_MIN} characters":
    "Le mot de passe doit comporter au moins {PASSWORD_MIN} caractères",
  "Password must be at most {PASSWORD_MAX} characters":
    "Le mot de passe doit comporter au maximum {PASSWORD_MAX} caractères",
  "Passwords don't match": "Les mots de passe ne correspondent pas",
  "Period must be week or season": "La période doit être week ou season",
  "Pick home, away or draw": "Choisissez domicile, extérieur ou match nul",
  "Player not found": "Joueur introuvable",
  "Please enter a valid email address": "Veuillez saisir une adresse e-mail valide",
  "Post not found": "Publication introuvable",
  "Predictions closed when the game started": "Les pronostics ont fermé au début du match",
  "Report not found": "Signalement introuvable",
  "Requests from other sites are not accepted.": "Les requêtes provenant d’autres sites ne sont pas acceptées.",
  "Reset token is required": "Le code de réinitialisation est obligatoire",
  "The delay is between 0 and {DELAY_SECONDS_MAX} seconds":
    "Le décalage est compris entre 0 et {DELAY_SECONDS_MAX} secondes",
  "This event is not linked to a game": "Cet événement n’est lié à aucun match",
  "Unknown alert kind": "Type d’alerte inconnu",
  "Use a time of day like 22:30": "Indiquez une heure comme 22:30",
  "reveal must be 0 or 1": "reveal doit valoir 0 ou 1",
  "Say why the user is suspended": "Indiquez pourquoi l’utilisateur est suspendu",
  "Scope must be friends or community:<id>": "La portée doit être friends ou community:<id>",
  "Scores cannot be negative": "Les scores ne peuvent pas être négatifs",
  "Scores must be at most {PREDICTION_SCORE_MAX}": "Les scores doivent être d’au plus {PREDICTION_SCORE_MAX}",
  "Scores must be whole numbers": "Les scores doivent être des nombres entiers",
  "Send the request body as JSON (application/json) or as a form upload (multipart/form-data).":
    "Envoyez le corps de la requête en JSON (application/json) ou en formulaire (multipart/form-data).",
  'Send { "ids": [...] } or { "all": true }': 'Envoyez { "ids": [...] } ou { "all": true }',
  "Session not found": "Session introuvable",
  "Signed out": "Déconnecté",
  "Something went wrong on our side. Please try again.": "Un problème est survenu de notre côté. Veuillez réessayer.",
  "Sport is required": "Le sport est obligatoire",
  "Sport may contain only letters, spaces and dashes":
    "Le sport ne peut contenir que des lettres, des espaces et des tirets",
  "Sport must be a sport name": "Le sport doit être un nom de sport",
  "Sport must be at most 40 characters": "Le sport doit comporter au maximum 40 caractères",
  "Sport must be at most {SPORT_MAX} characters": "Le sport doit comporter au maximum {SPORT_MAX} caractères",
  "Status must be going, maybe or not_going": "Le statut doit être going, maybe ou not_going",
  "Thanks — our moderators will review this": "Merci : nos modérateurs vont l’examiner",
  "That password is not right": "Ce mot de passe est incorrect",
  "The creator cannot leave their own community": "Le créateur ne peut pas quitter sa propre communauté",
  "The reason must be at most {SUSPENSION_REASON_MAX} characters":
    "Le motif doit comporter au maximum {SUSPENSION_REASON_MAX} caractères",
  "The request body is empty; send a JSON object.": "Le corps de la requête est vide ; envoyez un objet JSON.",
  "The request body is not valid JSON.": "Le corps de la requête n’est pas un JSON valide.",
  "The request body is too large.": "Le corps de la requête est trop volumineux.",
  "The score must agree with the winner": "Le score doit correspondre au vainqueur",
  "The service is briefly unavailable. Please try again in a moment.":
    "Le service est momentanément indisponible. Veuillez réessayer dans un instant.",
  "The suspension must end in the future": "La suspension doit se terminer dans le futur",
  "This comment was removed by a moderator": "Ce commentaire a été retiré par un modérateur",
  "This device's push subscription belongs to another account":
    "L’abonnement aux notifications push de cet appareil appartient à un autre compte",
  "This event has already taken place": "Cet événement a déjà eu lieu",
  "This event still has room: RSVP going instead": "Il reste des places : inscrivez-vous plutôt",
  "This fan declined your friend request. You can ask again in {days} {value2}.":
    "Ce fan a refusé votre demande d’ami. Vous pourrez la renouveler dans {days} {value2}.",
  "This game cannot end in a draw": "Ce match ne peut pas se terminer par un nul",
  "This image could not be read. Please choose another file.":
    "Impossible de lire cette image. Veuillez choisir un autre fichier.",
  "This image is not on FanZone (any more). Upload the picture instead of linking to it.":
    "Cette image n’est pas (ou plus) sur FanZone. Envoyez la photo au lieu d’un lien.",
  "This origin may not open the live connection": "Cette origine ne peut pas ouvrir la connexion en direct",
  "This password is too common. Please choose a less predictable one.":
    "Ce mot de passe est trop courant. Veuillez en choisir un moins prévisible.",
  "This password reset link is invalid or has expired.":
    "Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré.",
  "This post was removed by a moderator": "Cette publication a été retirée par un modérateur",
  "This report has already been decided": "Une décision a déjà été prise sur ce signalement",
  "This user is already a member": "Cet utilisateur est déjà membre",
  "This user is not suspended": "Cet utilisateur n’est pas suspendu",
  "This username is already taken": "Ce nom d’utilisateur est déjà pris",
  "Too many attempts. Please try again later.": "Trop de tentatives. Veuillez réessayer plus tard.",
  "Too many live connections": "Trop de connexions en direct",
  "Type a name or username to search": "Saisissez un nom ou un nom d’utilisateur pour rechercher",
  "Unknown badge": "Badge inconnu",
  "Unknown community": "Communauté inconnue",
  "Unknown game": "Match inconnu",
  "Unknown image": "Image inconnue",
  "Unknown language: choose en, es or fr": "Langue inconnue : choisissez en, es ou fr",
  "Unknown league": "Ligue inconnue",
  "Unknown player": "Joueur inconnu",
  "Unknown team": "Équipe inconnue",
  "Unknown team logo": "Logo d’équipe inconnu",
  "Unknown team: {value}": "Équipe inconnue : {value}",
  "Unknown time zone: use an IANA name such as America/Los_Angeles":
    "Fuseau horaire inconnu : utilisez un nom IANA comme America/Montreal",
  "Unsupported content type; send application/json.": "Type de contenu non pris en charge ; envoyez application/json.",
  "User not found": "Utilisateur introuvable",
  "Username may contain only letters, numbers, dots and underscores":
    "Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points et des tirets bas",
  "Username must be at least {USERNAME_MIN} characters":
    "Le nom d’utilisateur doit comporter au moins {USERNAME_MIN} caractères",
  "Username must be at most {USERNAME_MAX} characters":
    "Le nom d’utilisateur doit comporter au maximum {USERNAME_MAX} caractères",
  "You are already friends": "Vous êtes déjà amis",
  "You are already going to this event": "Vous participez déjà à cet événement",
  "You are doing that too often. Please wait a moment.":
    "Vous faites cela trop souvent. Veuillez patienter un instant.",
  "You are not allowed to do that": "Vous n’êtes pas autorisé à faire cela",
  "You are not friends with this user": "Vous n’êtes pas ami avec cet utilisateur",
  "You are now friends!": "Vous êtes maintenant amis !",
  "You can only act for yourself": "Vous ne pouvez agir qu’en votre propre nom",
  "You can only delete your own comments": "Vous ne pouvez supprimer que vos propres commentaires",
  "You can only delete your own posts": "Vous ne pouvez supprimer que vos propres publications",
  "You can only edit your own comments": "Vous ne pouvez modifier que vos propres commentaires",
  "You can only edit your own posts": "Vous ne pouvez modifier que vos propres publications",
  "You can only edit your own profile": "Vous ne pouvez modifier que votre propre profil",
  "You can pick at most {FAVORITE_TEAMS_MAX} favorite teams":
    "Vous pouvez choisir au maximum {FAVORITE_TEAMS_MAX} équipes favorites",
  "You cannot interact with this user": "Vous ne pouvez pas interagir avec cet utilisateur",
  "You cannot report yourself or your own content":
    "Vous ne pouvez pas vous signaler vous-même ni votre propre contenu",
  "You cannot send a friend request to yourself": "Vous ne pouvez pas vous envoyer une demande d’ami",
  "You cannot suspend yourself": "Vous ne pouvez pas vous suspendre vous-même",
  "You have already reported this; our moderators will review it":
    "Vous l’avez déjà signalé ; nos modérateurs vont l’examiner",
  "You need to sign in first": "Vous devez d’abord vous connecter",
  "Your account is suspended for good": "Votre compte est suspendu définitivement",
  "Your account is suspended until {value} UTC": "Votre compte est suspendu jusqu’au {value} UTC",
  "Your current password is not right": "Votre mot de passe actuel est incorrect",
  "Your password has been changed. Your other devices have been signed out.":
    "Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.",
  "Your password has been reset. Please sign in with the new password.":
    "Votre mot de passe a été réinitialisé. Veuillez vous connecter avec le nouveau mot de passe.",
  day: "jour",
  days: "jours",
  "teamIds must be a list of team ids": "teamIds doit être une liste d’identifiants d’équipe",
  "until must be an ISO 8601 date and time": "until doit être une date et une heure ISO 8601",
  "{path}: {message}": "{path} : {message}",
  "{value}: it was deleted by its author; dismiss the report":
    "{value} : son auteur l’a supprimé ; classez le signalement",

  // zod's own messages, for checks without a message of ours (GENERIC_MESSAGES in generic-messages.ts).
  "Invalid input": "Saisie non valide",
  "Invalid input: expected {expected}, received {received}": "Saisie non valide : {expected} attendu, {received} reçu",
  "Invalid input: expected {value}": "Saisie non valide : {value} attendu",
  "Invalid option: expected one of {options}": "Option non valide : une valeur parmi {options} attendue",
  "Too big: expected {origin} to have {limit} {unit}": "Trop grand : {origin} doit avoir {limit} {unit}",
  "Too big: expected {origin} to be {limit}": "Trop grand : {origin} doit être {limit}",
  "Too small: expected {origin} to have {limit} {unit}": "Trop petit : {origin} doit avoir {limit} {unit}",
  "Too small: expected {origin} to be {limit}": "Trop petit : {origin} doit être {limit}",
  "Unrecognized key: {keys}": "Clé non reconnue : {keys}",
  "Unrecognized keys: {keys}": "Clés non reconnues : {keys}",
  "Invalid string: must match pattern {pattern}": "Texte non valide : doit correspondre au motif {pattern}",
  "The form upload was cut short or is malformed. Please send it again.":
    "Le formulaire est arrivé incomplet ou mal formé. Veuillez le renvoyer.",
  "keys.p256dh must be a P-256 public key: 65 bytes, uncompressed, base64url":
    "keys.p256dh doit être une clé publique P-256 : 65 octets, non compressée, en base64url",
  "keys.auth must be a 16-byte secret, base64url": "keys.auth doit être un secret de 16 octets, en base64url",
  "No preview for this page": "Pas d’aperçu pour cette page",
  "Team not found": "Équipe introuvable",
  "Unknown avatar": "Avatar inconnu",
  "Search text must be at most {SEARCH_QUERY_MAX} characters":
    "Le texte recherché doit comporter au plus {SEARCH_QUERY_MAX} caractères",
  "Type something to search for": "Saisissez un texte à rechercher",
  "scores must be 0 or 1": "scores doit valoir 0 ou 1",
  characters: "caractères",
  items: "éléments",
  "This unsubscribe link is invalid or has expired.": "Ce lien de désinscription n’est pas valide ou a expiré.",
  "This verification link is invalid or has expired.": "Ce lien de vérification n’est pas valide ou a expiré.",
  "Verification token is required": "Le code de vérification est obligatoire",
  "We have sent you a new verification link.": "Nous vous avons envoyé un nouveau lien de vérification.",
  "You will not get event reminder emails any more.": "Vous ne recevrez plus d’e-mails de rappel d’événements.",
  "Your email address is already verified": "Votre adresse e-mail est déjà vérifiée",
  "Token is required": "Le code est obligatoire",
};
