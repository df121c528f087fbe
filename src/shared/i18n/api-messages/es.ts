import type { ApiMessageCatalogue } from "./translator";

/** Spanish texts of the API's messages (keys: the English texts; see translator.ts). */
export const es: ApiMessageCatalogue = {
  "A community with this name already exists": "Ya existe una comunidad con este nombre",
  "An account with this email already exists": "Ya existe una cuenta con este correo electrónico",
  "At most {FAVORITE_TEAMS_MAX} teams": "Como máximo {FAVORITE_TEAMS_MAX} equipos",
  "At most {NOTIFICATION_READ_IDS_MAX} ids at a time":
    "Como máximo {NOTIFICATION_READ_IDS_MAX} identificadores a la vez",
  "Busy drawing other preview images. Please try again in a moment.":
    "Estamos generando otras imágenes de vista previa. Inténtalo de nuevo en un momento.",
  "Choose a new password that differs from your current one": "Elige una contraseña nueva distinta de la actual",
  "Choose a reason": "Elige un motivo",
  "Choose what you are reporting": "Elige qué quieres denunciar",
  "Comment is required": "El comentario es obligatorio",
  "Comment must be at most {GAME_COMMENT_MAX} characters":
    "El comentario debe tener como máximo {GAME_COMMENT_MAX} caracteres",
  "Comment must be less than {COMMENT_MAX} characters": "El comentario debe tener menos de {COMMENT_MAX} caracteres",
  "Comment not found": "No se encontró el comentario",
  "Community name is required": "El nombre de la comunidad es obligatorio",
  "Community name must be at most {COMMUNITY_NAME_MAX} characters":
    "El nombre de la comunidad debe tener como máximo {COMMUNITY_NAME_MAX} caracteres",
  "Community not found": "No se encontró la comunidad",
  "Contains invalid characters": "Contiene caracteres no válidos",
  "Content is required": "El contenido es obligatorio",
  "Content must be less than {POST_MAX} characters": "El contenido debe tener menos de {POST_MAX} caracteres",
  "Description must be at most {DESCRIPTION_MAX} characters":
    "La descripción debe tener como máximo {DESCRIPTION_MAX} caracteres",
  "Details must be at most {REPORT_DETAILS_MAX} characters":
    "Los detalles deben tener como máximo {REPORT_DETAILS_MAX} caracteres",
  "Email must be at most {EMAIL_MAX} characters": "El correo electrónico debe tener como máximo {EMAIL_MAX} caracteres",
  "Endpoint is too long": "La dirección del punto de envío es demasiado larga",
  "Endpoint must be a URL": "La dirección del punto de envío debe ser una URL",
  "Endpoint must be an https address on the standard port, without a user name or password":
    "La dirección del punto de envío debe ser https, en el puerto estándar y sin usuario ni contraseña",
  "Endpoint must be the address of a known Web Push service":
    "La dirección del punto de envío debe ser la de un servicio de Web Push conocido",
  "Enter your current password": "Escribe tu contraseña actual",
  "Enter your current password to change your email": "Escribe tu contraseña actual para cambiar tu correo electrónico",
  "Enter your password to delete your account": "Escribe tu contraseña para eliminar tu cuenta",
  "Event date is required": "La fecha del evento es obligatoria",
  "Event date must be a valid date and time": "La fecha del evento debe ser una fecha y hora válidas",
  "Event date must be in the future": "La fecha del evento debe ser futura",
  "Event is full": "El evento está completo",
  "Event not found": "No se encontró el evento",
  "Event title is required": "El título del evento es obligatorio",
  "Event title must be at most {EVENT_TITLE_MAX} characters":
    "El título del evento debe tener como máximo {EVENT_TITLE_MAX} caracteres",
  "Favorite teams must be a list of team ids": "Los equipos favoritos deben ser una lista de identificadores de equipo",
  "First name is required": "El nombre es obligatorio",
  "First name must be at most {NAME_MAX} characters": "El nombre debe tener como máximo {NAME_MAX} caracteres",
  "Friend removed": "Amigo eliminado",
  "Friend request already sent": "Ya enviaste una solicitud de amistad",
  "Friend request declined": "Solicitud de amistad rechazada",
  "Friend request sent": "Solicitud de amistad enviada",
  "Game not found": "No se encontró el partido",
  "Give at least one notification id": "Indica al menos un identificador de notificación",
  "Give both scores or neither": "Indica los dos marcadores o ninguno",
  "If an account exists for that email, we have sent a link to reset the password.":
    "Si existe una cuenta con ese correo electrónico, te enviamos un enlace para restablecer la contraseña.",
  "Image URL must be at most {IMAGE_URL_MAX} characters":
    "La URL de la imagen debe tener como máximo {IMAGE_URL_MAX} caracteres",
  "Image not available": "Imagen no disponible",
  "Image not found": "No se encontró la imagen",
  "Images must be at most {value} MB": "Las imágenes deben pesar como máximo {value} MB",
  "Invalid cursor": "Cursor no válido",
  "Invalid email address": "Correo electrónico no válido",
  "Invalid email or password": "Correo electrónico o contraseña incorrectos",
  "Invalid request": "Solicitud no válida",
  "Invalid value": "Valor no válido",
  "Last name is required": "El apellido es obligatorio",
  "Last name must be at most {NAME_MAX} characters": "El apellido debe tener como máximo {NAME_MAX} caracteres",
  "Location is required": "La ubicación es obligatoria",
  "Location must be at most {LOCATION_MAX} characters": "La ubicación debe tener como máximo {LOCATION_MAX} caracteres",
  "Maximum attendees cannot be below the {going} people already going":
    "El máximo de asistentes no puede ser inferior a las {going} personas que ya van",
  "Maximum attendees must be a number": "El máximo de asistentes debe ser un número",
  "Maximum attendees must be a whole number": "El máximo de asistentes debe ser un número entero",
  "Maximum attendees must be at least 1": "El máximo de asistentes debe ser al menos 1",
  "Maximum attendees must be at most {MAX_ATTENDEES_LIMIT}":
    "El máximo de asistentes debe ser como mucho {MAX_ATTENDEES_LIMIT}",
  "Must be at most {max} characters": "Debe tener como máximo {max} caracteres",
  "No pending friend request from this user": "No hay ninguna solicitud de amistad pendiente de este usuario",
  "No pending request from this user": "No hay ninguna solicitud pendiente de este usuario",
  "No such endpoint: {method} {url}": "No existe esta ruta de la API: {method} {url}",
  "Not found": "No encontrado",
  "Only JPEG, PNG, WebP and GIF images can be uploaded": "Solo se pueden subir imágenes JPEG, PNG, WebP y GIF",
  "Only favourite teams can hide their scores": "Solo los equipos favoritos pueden ocultar sus resultados",
  "Only images uploaded to FanZone can be shown. Upload the picture instead of linking to it.":
    "Solo se pueden mostrar imágenes subidas a FanZone. Sube la foto en lugar de enlazarla.",
  "Only members can see this community's leaderboard":
    "Solo los miembros pueden ver la clasificación de esta comunidad",
  "Only members can see who is in this private community":
    "Solo los miembros pueden ver quién está en esta comunidad privada",
  "Only members of the community can create events in it":
    "Solo los miembros de la comunidad pueden crear eventos en ella",
  "Only posts and comments can be removed; suspend the user or dismiss the report":
    "Solo se pueden eliminar publicaciones y comentarios; suspende al usuario o descarta la denuncia",
  "Only the creator can edit this event": "Solo el creador puede editar este evento",
  "Only the creator of the community can answer join requests":
    "Solo el creador de la comunidad puede responder a las solicitudes para unirse",
  "Password is required": "La contraseña es obligatoria",
  "Password must be at least {PASSWORD_MIN} characters": "La contraseña debe tener al menos {PASSWORD_MIN} caracteres",
  "Password must be at most {PASSWORD_MAX} characters":
    "La contraseña debe tener como máximo {PASSWORD_MAX} caracteres",
  "Passwords don't match": "Las contraseñas no coinciden",
  "Period must be week or season": "El periodo debe ser week o season",
  "Pick home, away or draw": "Elige local, visitante o empate",
  "Please enter a valid email address": "Introduce un correo electrónico válido",
  "Post not found": "No se encontró la publicación",
  "Predictions closed when the game started": "Los pronósticos se cerraron cuando empezó el partido",
  "Report not found": "No se encontró la denuncia",
  "Requests from other sites are not accepted.": "No se aceptan solicitudes de otros sitios.",
  "Reset token is required": "El código de restablecimiento es obligatorio",
  "Say why the user is suspended": "Indica por qué se suspende al usuario",
  "Scope must be friends or community:<id>": "El ámbito debe ser friends o community:<id>",
  "Scores cannot be negative": "Los marcadores no pueden ser negativos",
  "Scores must be at most {PREDICTION_SCORE_MAX}": "Los marcadores deben ser como mucho {PREDICTION_SCORE_MAX}",
  "Scores must be whole numbers": "Los marcadores deben ser números enteros",
  "Send the request body as JSON (application/json) or as a form upload (multipart/form-data).":
    "Envía el cuerpo de la solicitud como JSON (application/json) o como formulario (multipart/form-data).",
  'Send { "ids": [...] } or { "all": true }': 'Envía { "ids": [...] } o { "all": true }',
  "Session not found": "No se encontró la sesión",
  "Signed out": "Sesión cerrada",
  "Something went wrong on our side. Please try again.": "Algo salió mal de nuestra parte. Inténtalo de nuevo.",
  "Sport is required": "El deporte es obligatorio",
  "Sport may contain only letters, spaces and dashes": "El deporte solo puede contener letras, espacios y guiones",
  "Sport must be a sport name": "El deporte debe ser el nombre de un deporte",
  "Sport must be at most 40 characters": "El deporte debe tener como máximo 40 caracteres",
  "Sport must be at most {SPORT_MAX} characters": "El deporte debe tener como máximo {SPORT_MAX} caracteres",
  "Status must be going, maybe or not_going": "El estado debe ser going, maybe o not_going",
  "Thanks — our moderators will review this": "Gracias: nuestros moderadores lo revisarán",
  "That password is not right": "Esa contraseña no es correcta",
  "The creator cannot leave their own community": "El creador no puede abandonar su propia comunidad",
  "The reason must be at most {SUSPENSION_REASON_MAX} characters":
    "El motivo debe tener como máximo {SUSPENSION_REASON_MAX} caracteres",
  "The request body is empty; send a JSON object.": "El cuerpo de la solicitud está vacío; envía un objeto JSON.",
  "The request body is not valid JSON.": "El cuerpo de la solicitud no es un JSON válido.",
  "The request body is too large.": "El cuerpo de la solicitud es demasiado grande.",
  "The score must agree with the winner": "El marcador debe coincidir con el ganador",
  "The service is briefly unavailable. Please try again in a moment.":
    "El servicio no está disponible por un momento. Inténtalo de nuevo en unos instantes.",
  "The suspension must end in the future": "La suspensión debe terminar en el futuro",
  "This comment was removed by a moderator": "Un moderador eliminó este comentario",
  "This device's push subscription belongs to another account":
    "La suscripción a notificaciones push de este dispositivo pertenece a otra cuenta",
  "This event has already taken place": "Este evento ya se celebró",
  "This event still has room: RSVP going instead": "Este evento aún tiene plazas: confirma tu asistencia",
  "This fan declined your friend request. You can ask again in {days} {value2}.":
    "Este aficionado rechazó tu solicitud de amistad. Puedes volver a pedirla dentro de {days} {value2}.",
  "This game cannot end in a draw": "Este partido no puede terminar en empate",
  "This image could not be read. Please choose another file.": "No se pudo leer esta imagen. Elige otro archivo.",
  "This image is not on FanZone (any more). Upload the picture instead of linking to it.":
    "Esta imagen no está (ya) en FanZone. Sube la foto en lugar de enlazarla.",
  "This origin may not open the live connection": "Este origen no puede abrir la conexión en directo",
  "This password is too common. Please choose a less predictable one.":
    "Esta contraseña es demasiado común. Elige una menos previsible.",
  "This password reset link is invalid or has expired.":
    "Este enlace para restablecer la contraseña no es válido o ha caducado.",
  "This post was removed by a moderator": "Un moderador eliminó esta publicación",
  "This report has already been decided": "Ya se tomó una decisión sobre esta denuncia",
  "This user is already a member": "Este usuario ya es miembro",
  "This user is not suspended": "Este usuario no está suspendido",
  "This username is already taken": "Este nombre de usuario ya está en uso",
  "Too many attempts. Please try again later.": "Demasiados intentos. Inténtalo de nuevo más tarde.",
  "Too many live connections": "Demasiadas conexiones en directo",
  "Type a name or username to search": "Escribe un nombre o un nombre de usuario para buscar",
  "Unknown badge": "Insignia desconocida",
  "Unknown community": "Comunidad desconocida",
  "Unknown game": "Partido desconocido",
  "Unknown image": "Imagen desconocida",
  "Unknown language: choose en, es or fr": "Idioma desconocido: elige en, es o fr",
  "Unknown league": "Liga desconocida",
  "Unknown team": "Equipo desconocido",
  "Unknown team logo": "Escudo de equipo desconocido",
  "Unknown team: {value}": "Equipo desconocido: {value}",
  "Unknown time zone: use an IANA name such as America/Los_Angeles":
    "Zona horaria desconocida: usa un nombre IANA como America/Mexico_City",
  "Unsupported content type; send application/json.": "Tipo de contenido no admitido; envía application/json.",
  "User not found": "No se encontró el usuario",
  "Username may contain only letters, numbers, dots and underscores":
    "El nombre de usuario solo puede contener letras, números, puntos y guiones bajos",
  "Username must be at least {USERNAME_MIN} characters":
    "El nombre de usuario debe tener al menos {USERNAME_MIN} caracteres",
  "Username must be at most {USERNAME_MAX} characters":
    "El nombre de usuario debe tener como máximo {USERNAME_MAX} caracteres",
  "You are already friends": "Ya son amigos",
  "You are already going to this event": "Ya vas a este evento",
  "You are doing that too often. Please wait a moment.":
    "Lo estás haciendo con demasiada frecuencia. Espera un momento.",
  "You are not allowed to do that": "No tienes permiso para hacer eso",
  "You are not friends with this user": "No eres amigo de este usuario",
  "You are now friends!": "¡Ahora son amigos!",
  "You can only act for yourself": "Solo puedes actuar en tu propio nombre",
  "You can only delete your own comments": "Solo puedes eliminar tus propios comentarios",
  "You can only delete your own posts": "Solo puedes eliminar tus propias publicaciones",
  "You can only edit your own comments": "Solo puedes editar tus propios comentarios",
  "You can only edit your own posts": "Solo puedes editar tus propias publicaciones",
  "You can only edit your own profile": "Solo puedes editar tu propio perfil",
  "You can pick at most {FAVORITE_TEAMS_MAX} favorite teams":
    "Puedes elegir como máximo {FAVORITE_TEAMS_MAX} equipos favoritos",
  "You cannot interact with this user": "No puedes interactuar con este usuario",
  "You cannot report yourself or your own content": "No puedes denunciarte a ti mismo ni tu propio contenido",
  "You cannot send a friend request to yourself": "No puedes enviarte una solicitud de amistad a ti mismo",
  "You cannot suspend yourself": "No puedes suspenderte a ti mismo",
  "You have already reported this; our moderators will review it":
    "Ya lo denunciaste; nuestros moderadores lo revisarán",
  "You need to sign in first": "Primero tienes que iniciar sesión",
  "Your account is suspended for good": "Tu cuenta está suspendida de forma permanente",
  "Your account is suspended until {value} UTC": "Tu cuenta está suspendida hasta el {value} UTC",
  "Your current password is not right": "Tu contraseña actual no es correcta",
  "Your password has been changed. Your other devices have been signed out.":
    "Tu contraseña se cambió. Se cerró la sesión en tus otros dispositivos.",
  "Your password has been reset. Please sign in with the new password.":
    "Tu contraseña se restableció. Inicia sesión con la nueva contraseña.",
  day: "día",
  days: "días",
  "teamIds must be a list of team ids": "teamIds debe ser una lista de identificadores de equipo",
  "until must be an ISO 8601 date and time": "until debe ser una fecha y hora ISO 8601",
  "{path}: {message}": "{path}: {message}",
  "{value}: it was deleted by its author; dismiss the report": "{value}: su autor lo eliminó; descarta la denuncia",

  // zod's own messages, for checks without a message of ours (GENERIC_MESSAGES in generic-messages.ts).
  "Invalid input": "Entrada no válida",
  "Invalid input: expected {expected}, received {received}":
    "Entrada no válida: se esperaba {expected} y se recibió {received}",
  "Invalid input: expected {value}": "Entrada no válida: se esperaba {value}",
  "Invalid option: expected one of {options}": "Opción no válida: se esperaba una de {options}",
  "Too big: expected {origin} to have {limit} {unit}":
    "Demasiado grande: se esperaba que {origin} tuviera {limit} {unit}",
  "Too big: expected {origin} to be {limit}": "Demasiado grande: se esperaba que {origin} fuera {limit}",
  "Too small: expected {origin} to have {limit} {unit}":
    "Demasiado pequeño: se esperaba que {origin} tuviera {limit} {unit}",
  "Too small: expected {origin} to be {limit}": "Demasiado pequeño: se esperaba que {origin} fuera {limit}",
  "Unrecognized key: {keys}": "Clave no reconocida: {keys}",
  "Unrecognized keys: {keys}": "Claves no reconocidas: {keys}",
  "Invalid string: must match pattern {pattern}": "Texto no válido: debe coincidir con el patrón {pattern}",
  "The form upload was cut short or is malformed. Please send it again.":
    "El formulario llegó incompleto o con un formato incorrecto. Vuelve a enviarlo.",
  "keys.p256dh must be a P-256 public key: 65 bytes, uncompressed, base64url":
    "keys.p256dh debe ser una clave pública P-256: 65 bytes, sin comprimir, en base64url",
  "keys.auth must be a 16-byte secret, base64url": "keys.auth debe ser un secreto de 16 bytes, en base64url",
  "No preview for this page": "No hay vista previa para esta página",
  "Team not found": "Equipo no encontrado",
  "Unknown avatar": "Avatar desconocido",
  "Search text must be at most {SEARCH_QUERY_MAX} characters":
    "El texto de búsqueda debe tener como máximo {SEARCH_QUERY_MAX} caracteres",
  "Type something to search for": "Escribe algo para buscar",
  "scores must be 0 or 1": "scores debe ser 0 o 1",
  characters: "caracteres",
  items: "elementos",
};
