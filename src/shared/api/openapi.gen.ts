// Generated from /api/openapi.json by `npm run api:types` (openapi-typescript). Do not edit:
// `npm run lint:api` fails when this file and the document differ.

export interface paths {
  "/api/auth/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and sign in */
    post: operations["register"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password */
    post: operations["login"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out this browser */
    post: operations["logout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the signed-in user */
    get: operations["getCurrentUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the signed-in user (older alias of /api/auth/me) */
    get: operations["getCurrentUserAlias"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a password reset link */
    post: operations["requestPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations["resetPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Prove an email address with the token of its verification link */
    post: operations["verifyEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-email/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the signed-in user a new verification link (for a pending new address, else their own) */
    post: operations["resendVerificationEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/demo-accounts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the demo accounts (demo mode only) */
    get: operations["listDemoAccounts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/avatars/{file}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a generated avatar */
    get: operations["getAvatar"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every team */
    get: operations["listTeams"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/favorite-teams": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a user's favourite teams */
    get: operations["listFavoriteTeams"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A team's page: record, standing, form, last and next games, fans, communities, watch parties */
    get: operations["getTeam"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/{id}/schedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A team's season: the games so far and those to come, oldest first */
    get: operations["getTeamSchedule"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/{id}/follow": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Follow a team (add it to the favourite teams) */
    put: operations["followTeam"];
    post?: never;
    /** Unfollow a team */
    delete: operations["unfollowTeam"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/{id}/calendar.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A team's season as an iCalendar file (RFC 5545), for calendar subscriptions */
    get: operations["getTeamCalendar"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/{id}/roster": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a team's players
     * @description The team's squad from the scores provider: id, name, shirt number and position of each player.
     */
    get: operations["getTeamRoster"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/logos/{file}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a team's logo */
    get: operations["getTeamLogo"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/teams/badges/{file}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a badge for a team abbreviation */
    get: operations["getTeamBadge"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/live/scores": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the games on the live scoreboard */
    get: operations["listLiveScores"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/live/international-soccer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the international soccer games on the scoreboard */
    get: operations["listInternationalSoccer"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/live/leagues/{league}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List one league's games on the scoreboard */
    get: operations["listLeagueGames"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/live/games/{id}/now": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a game as it is now, undelayed, to sync one's delay to a broadcast
     * @description The game's current state and how long ago it was reached. The fan taps when their stream shows this state; the time since it was reached is their delay. Undelayed on purpose: only asked when the fan opens the sync helper.
     */
    get: operations["getLiveMoment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/live/news": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the latest sports news */
    get: operations["listNews"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/news/image": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a news article's image through this server */
    get: operations["getNewsImage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/news/images/{file}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a sample news article's drawn image */
    get: operations["getSampleNewsImage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me/spoiler-shield": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the spoiler shield */
    get: operations["getSpoilerShield"];
    /** Choose the teams whose scores are hidden */
    put: operations["setSpoilerShield"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/alerts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get one's alerts: per team, per game, players followed, quiet hours and delay */
    get: operations["getAlerts"];
    /**
     * Change one's alerts
     * @description Each field given replaces that part; a field left out stays as it is. A favourite team left out of `teams` goes back to its default kinds (start, score or, in basketball, lead_change, final); a game left out of `games` follows its teams again; an empty `kinds` turns a team or game off. `players` are the players followed: each one's goals, touchdowns and home runs reach the fan through the game's notification, whichever teams play (a player left out is no longer followed; an unknown player answers 400). `quietHours` are read in the fan's own time zone.
     */
    put: operations["setAlerts"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mail/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The page that asks before unsubscribing */
    get: operations["unsubscribePage"];
    put?: never;
    /** Turn event reminder emails off with the link of a reminder mail (one-click unsubscribe) */
    post: operations["unsubscribeReminderMails"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List one's notifications, newest first */
    get: operations["listNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark notifications as read */
    post: operations["markNotificationsRead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications/preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get notification preferences */
    get: operations["getNotificationPreferences"];
    /** Set notification preferences */
    put: operations["setNotificationPreferences"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/push/subscriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the Web Push key and whether this device is subscribed */
    get: operations["getPushStatus"];
    put?: never;
    /**
     * Subscribe a device to Web Push
     * @description The endpoint must be an https address, on the standard port, of a known Web Push service (Firebase, Mozilla, Apple, Windows) or of one the operator lists in PUSH_SERVICE_HOSTS. An endpoint another account subscribed stays theirs and answers 409; the same account posting it again refreshes its keys.
     */
    post: operations["subscribePush"];
    /** Unsubscribe a device from Web Push */
    delete: operations["unsubscribePush"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's own account, with language and time zone */
    get: operations["getOwnAccount"];
    put?: never;
    post?: never;
    /** Delete one's account */
    delete: operations["deleteAccount"];
    options?: never;
    head?: never;
    /** Change the signed-in user's profile, language or time zone (only the fields sent) */
    patch: operations["updateOwnAccount"];
    trace?: never;
  };
  "/api/users/{id}/stats": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a user's statistics */
    get: operations["getUserStats"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a user's profile */
    get: operations["getUserProfile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit one's own profile */
    patch: operations["updateProfile"];
    trace?: never;
  };
  "/api/friends": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List one's friends */
    get: operations["listFriends"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/friends/requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List friend requests sent to one */
    get: operations["listFriendRequests"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/friends/find": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find people by name or username */
    get: operations["findPeople"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/friends/request": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a friend request */
    post: operations["sendFriendRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/friends/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a friend request */
    post: operations["acceptFriendRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/friends/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a friend request */
    post: operations["declineFriendRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/friends/unfriend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a friend */
    post: operations["unfriend"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List or search communities */
    get: operations["listCommunities"];
    put?: never;
    /** Create a community */
    post: operations["createCommunity"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/user/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the communities a user belongs to */
    get: operations["listUserCommunities"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a community */
    get: operations["getCommunity"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}/join": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join a community, or ask to join a private one */
    post: operations["joinCommunity"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}/leave": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leave a community */
    post: operations["leaveCommunity"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a community's members */
    get: operations["listCommunityMembers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}/requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List pending join requests (the creator only) */
    get: operations["listJoinRequests"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}/requests/{userId}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a join request */
    post: operations["approveJoinRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/communities/{id}/requests/{userId}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a join request */
    post: operations["declineJoinRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List or search events */
    get: operations["listEvents"];
    put?: never;
    /** Create an event */
    post: operations["createEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/user/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the events a user hosts or attends */
    get: operations["listUserEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{eventId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an event */
    get: operations["getEvent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit one's own event */
    patch: operations["editEvent"];
    trace?: never;
  };
  "/api/events/{eventId}/waitlist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join a full event's waiting list */
    post: operations["joinWaitlist"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{eventId}/rsvp": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer an event: going, maybe or not going */
    post: operations["setRsvp"];
    /** Withdraw one's answer to an event */
    delete: operations["cancelRsvp"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{eventId}/attendees": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an event's attendees */
    get: operations["listEventAttendees"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{eventId}/calendar.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an event as a calendar file */
    get: operations["getEventCalendarFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}/party-delay": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a watch party's delay as the viewer sees it */
    get: operations["getPartyDelay"];
    /**
     * Set a watch party's delay (the host)
     * @description During the event, every fan going sees the event's game this many seconds behind, unless their own delay is larger or they stepped out of it.
     */
    put: operations["setPartyDelay"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}/party-delay/opt-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Step out of a watch party's delay, or back in */
    put: operations["setPartyDelayOptOut"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/posts/feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the feed, newest first */
    get: operations["getFeed"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/posts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One post with its latest comments
     * @description The post as the feed shows it. A post the viewer may not see (removed by a moderator, or between users who blocked each other) answers 404 exactly like an unknown id.
     */
    get: operations["getPost"];
    put?: never;
    post?: never;
    /** Delete one's own post */
    delete: operations["deletePost"];
    options?: never;
    head?: never;
    /** Edit one's own post */
    patch: operations["editPost"];
    trace?: never;
  };
  "/api/posts/user/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a user's posts */
    get: operations["listUserPosts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/posts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a post, with an optional image (multipart) or as JSON */
    post: operations["createPost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/posts/{id}/like": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Like a post */
    put: operations["likePost"];
    /** Toggle one's like of a post */
    post: operations["toggleLike"];
    /** Take back one's like of a post */
    delete: operations["unlikePost"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/posts/{id}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a post's comments */
    get: operations["listPostComments"];
    put?: never;
    /** Comment on a post */
    post: operations["addPostComment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/posts/{id}/comments/{commentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one's own comment */
    delete: operations["deletePostComment"];
    options?: never;
    head?: never;
    /** Edit one's own comment */
    patch: operations["editPostComment"];
    trace?: never;
  };
  "/api/media/{key}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an uploaded image */
    get: operations["getMedia"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/games/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a game with its timeline and its sheet
     * @description The score card, its timeline, the watch parties the viewer may see, and what happened inside the game: venue, broadcasts, line score, team stats, box score, key events, line-ups, leaders, head-to-head and form. Under the viewer's spoiler shield the box score, line score, key events, team stats and leaders are withheld (`shielded`) unless `reveal=1`.
     */
    get: operations["getGame"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/players/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a player's page: season totals and game lines
     * @description The player, their team, the season's totals (the sums of the game lines shown) and their line in each finished game of the season, newest first, keyed like the box score. Lines of games the viewer's spoiler shield covers come without stats unless `reveal=1`.
     */
    get: operations["getPlayer"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/games/{id}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a game's match thread
     * @description Newest first, as the viewer may read it: nothing by a user blocked either way, nothing a moderator removed but the viewer's own (marked `removed`).
     */
    get: operations["listGameComments"];
    put?: never;
    /** Post in a game's match thread */
    post: operations["addGameComment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/games/{id}/comments/{commentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one's own match thread comment */
    delete: operations["deleteGameComment"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/games/{id}/prediction": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get one's prediction for a game and the crowd's */
    get: operations["getPrediction"];
    put?: never;
    /** Predict a game's result before it starts */
    post: operations["submitPrediction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leaderboards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a prediction leaderboard */
    get: operations["getLeaderboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/standings/{league}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A league's table, grouped as its fans read it (conferences, divisions, groups) */
    get: operations["getStandings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me/blocks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the users one has blocked */
    get: operations["listBlocks"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me/mutes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the users one has muted */
    get: operations["listMutes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/block": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block a user */
    post: operations["blockUser"];
    /** Unblock a user */
    delete: operations["unblockUser"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/mute": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mute a user */
    post: operations["muteUser"];
    /** Unmute a user */
    delete: operations["unmuteUser"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List where one is signed in */
    get: operations["listSessions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sessions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one session */
    delete: operations["revokeSession"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sessions/sign-out-others": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out every other session */
    post: operations["signOutOtherSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change one's password */
    post: operations["changePassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a post, comment or user */
    post: operations["createReport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List reported content awaiting a decision (administrators) */
    get: operations["listOpenReports"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/reports/{id}/dismiss": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dismiss a report (administrators) */
    post: operations["dismissReport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/reports/{id}/remove": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove reported content (administrators) */
    post: operations["removeReportedContent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}/suspend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend a user (administrators) */
    post: operations["suspendUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}/unsuspend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a user's suspension (administrators) */
    post: operations["unsuspendUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the moderation audit trail (administrators) */
    get: operations["listAuditTrail"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a copy of one's data */
    get: operations["exportAccount"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search teams, people, communities and events
     * @description Case- and accent-insensitive ("atletico" finds "Atlético"); at most `limit` hits per group, each among what the viewer may see.
     */
    get: operations["search"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/previews/{kind}/{id}/card.png": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The link preview image of a public page
     * @description A 1200x630 PNG of a public event (title, date, venue), a game (its teams and start time, never the score) or a team. Anything else, a private event included, answers 404 like an unknown id. Drawing a card is limited per client address, and per instance to a few at a time: past either, 429 with Retry-After (a card already drawn is always served).
     */
    get: operations["getPreviewImage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
    ValidationError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code:
        "validation" | "invalid_reset_link" | "invalid_verification_link" | "malformed_json" | "malformed_multipart";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description No valid session: sign in first (`unauthenticated`). */
    UnauthenticatedError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "unauthenticated";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
    ForbiddenError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "forbidden";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description No such resource, or not one this user may see (`not_found`). */
    NotFoundError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "not_found";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description The resource's current state does not allow this (`conflict`). */
    ConflictError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "conflict";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description The body or the uploaded file is too large (`payload_too_large`). */
    PayloadTooLargeError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "payload_too_large";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
    UnsupportedMediaTypeError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "unsupported_media_type";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
    /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
    RateLimitedError: {
      /** @description A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is. */
      message: string;
      /** @enum {string} */
      code: "rate_limited";
      /** @description Multipart post creation repeats `message` here. */
      error?: string;
      /** @description Field-level details of a validation error (`path` is dot-separated). */
      issues?: {
        path: string;
        message: string;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName: string;
          lastName: string;
          username: string & string;
          email: string;
          password: string;
          /** @enum {string} */
          locale?: "en" | "es" | "fr";
          timeZone?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              email: string;
              emailVerified: boolean;
              pendingEmail: string | null;
              location: string | null;
              avatar: string | null;
              favoriteTeams: number[];
              isAdmin?: boolean;
              /** @enum {string|null} */
              locale: "en" | "es" | "fr" | null;
              timeZone: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              email: string;
              emailVerified: boolean;
              pendingEmail: string | null;
              location: string | null;
              avatar: string | null;
              favoriteTeams: number[];
              isAdmin?: boolean;
              /** @enum {string|null} */
              locale: "en" | "es" | "fr" | null;
              timeZone: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              email: string;
              emailVerified: boolean;
              pendingEmail: string | null;
              location: string | null;
              avatar: string | null;
              favoriteTeams: number[];
              isAdmin?: boolean;
              /** @enum {string|null} */
              locale: "en" | "es" | "fr" | null;
              timeZone: string | null;
            };
          };
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  getCurrentUserAlias: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              email: string;
              emailVerified: boolean;
              pendingEmail: string | null;
              location: string | null;
              avatar: string | null;
              favoriteTeams: number[];
              isAdmin?: boolean;
              /** @enum {string|null} */
              locale: "en" | "es" | "fr" | null;
              timeZone: string | null;
            };
          };
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string;
            resetToken?: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              email: string;
              emailVerified: boolean;
              pendingEmail: string | null;
              location: string | null;
              avatar: string | null;
              favoriteTeams: number[];
              isAdmin?: boolean;
              /** @enum {string|null} */
              locale: "en" | "es" | "fr" | null;
              timeZone: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  resendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listDemoAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            demoMode: boolean;
            accounts: {
              email: string;
              password: string;
              name: string;
            }[];
          };
        };
      };
    };
  };
  getAvatar: {
    parameters: {
      query?: {
        i?: string;
      };
      header?: never;
      path: {
        file: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The avatar as an SVG image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
    };
  };
  listTeams: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            city: string;
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            abbreviation: string;
            logo: string;
            primaryColor: string;
            secondaryColor: string;
            conference: string | null;
          }[];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  listFavoriteTeams: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            city: string;
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            abbreviation: string;
            logo: string;
            primaryColor: string;
            secondaryColor: string;
            conference: string | null;
          }[];
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            city: string;
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            abbreviation: string;
            logo: string;
            primaryColor: string;
            secondaryColor: string;
            conference: string | null;
            season: string;
            record: {
              wins: number;
              losses: number;
              ties?: number;
              draws?: number;
              otLosses?: number;
              summary: string;
            };
            standing: {
              rank: number;
              group: string | null;
              summary: string;
            } | null;
            form: ("W" | "L" | "D" | "T")[];
            lastGames: {
              id: string;
              /** @enum {string} */
              league:
                | "nba"
                | "nfl"
                | "mlb"
                | "nhl"
                | "mls"
                | "liga-mx"
                | "college-football"
                | "fifa-world-cup"
                | "premier-league"
                | "la-liga"
                | "serie-a"
                | "bundesliga"
                | "ligue-1";
              /** @enum {string} */
              sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
              /** @enum {string} */
              gameStatus: "live" | "final" | "upcoming" | "other";
              gameTime: string | null;
              homeTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              awayTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              homeScore: number | null;
              awayScore: number | null;
              homeShootout: number | null;
              awayShootout: number | null;
              statusDetail: string;
              period: number | null;
              clock: string | null;
              /** @enum {string|null} */
              winner: "home" | "away" | "tie" | null;
              updatedAt: string;
              stale: boolean;
            }[];
            nextGames: {
              id: string;
              /** @enum {string} */
              league:
                | "nba"
                | "nfl"
                | "mlb"
                | "nhl"
                | "mls"
                | "liga-mx"
                | "college-football"
                | "fifa-world-cup"
                | "premier-league"
                | "la-liga"
                | "serie-a"
                | "bundesliga"
                | "ligue-1";
              /** @enum {string} */
              sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
              /** @enum {string} */
              gameStatus: "live" | "final" | "upcoming" | "other";
              gameTime: string | null;
              homeTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              awayTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              homeScore: number | null;
              awayScore: number | null;
              homeShootout: number | null;
              awayShootout: number | null;
              statusDetail: string;
              period: number | null;
              clock: string | null;
              /** @enum {string|null} */
              winner: "home" | "away" | "tie" | null;
              updatedAt: string;
              stale: boolean;
            }[];
            followers: number;
            isFavorite: boolean;
            communities: {
              id: number;
              name: string;
              description: string | null;
              sport: string;
              teamId: number | null;
              isPrivate: boolean;
              creatorId: number;
              memberCount: number;
              createdAt: string;
              /** @enum {string|null} */
              membership: "member" | "pending" | null;
            }[];
            watchParties: {
              id: number;
              title: string;
              description: string | null;
              sport: string;
              location: string;
              eventDate: string;
              timeZone: string;
              maxAttendees: number | null;
              communityId: number | null;
              communityName: string | null;
              isPublic: boolean;
              creatorId: number;
              currentAttendees: number;
              attendees: {
                id: number;
                avatar: string | null;
                firstName: string;
                username: string;
              }[];
              /** @enum {string|null} */
              myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
              waitlistCount: number;
              isPast: boolean;
              gameId: string | null;
              game:
                | ({
                    id: string;
                    league: string;
                    sport: string;
                    gameStatus: string;
                    gameTime?: string | null;
                    homeTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    awayTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    homeScore?: number | null;
                    awayScore?: number | null;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              createdAt: string;
              editedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getTeamSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            team: {
              id: number;
              name: string;
              city: string;
              /** @enum {string} */
              sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
              /** @enum {string} */
              league:
                | "nba"
                | "nfl"
                | "mlb"
                | "nhl"
                | "mls"
                | "liga-mx"
                | "college-football"
                | "fifa-world-cup"
                | "premier-league"
                | "la-liga"
                | "serie-a"
                | "bundesliga"
                | "ligue-1";
              abbreviation: string;
              logo: string;
              primaryColor: string;
              secondaryColor: string;
              conference: string | null;
            };
            games: {
              id: string;
              /** @enum {string} */
              league:
                | "nba"
                | "nfl"
                | "mlb"
                | "nhl"
                | "mls"
                | "liga-mx"
                | "college-football"
                | "fifa-world-cup"
                | "premier-league"
                | "la-liga"
                | "serie-a"
                | "bundesliga"
                | "ligue-1";
              /** @enum {string} */
              sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
              /** @enum {string} */
              gameStatus: "live" | "final" | "upcoming" | "other";
              gameTime: string | null;
              homeTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              awayTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              homeScore: number | null;
              awayScore: number | null;
              homeShootout: number | null;
              awayShootout: number | null;
              statusDetail: string;
              period: number | null;
              clock: string | null;
              /** @enum {string|null} */
              winner: "home" | "away" | "tie" | null;
              updatedAt: string;
              stale: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  followTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            isFavorite: boolean;
            followers: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unfollowTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            isFavorite: boolean;
            followers: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getTeamCalendar: {
    parameters: {
      query?: {
        scores?: "0" | "1";
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The team's season as an iCalendar file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": string;
        };
      };
      /** @description Unchanged since the ETag in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": null;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getTeamRoster: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            team: {
              id: number;
              name: string;
              abbreviation: string;
            };
            players: {
              id: string;
              name: string;
              jersey: string | null;
              position: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getTeamLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo as an SVG image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getTeamBadge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The badge as an SVG image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
    };
  };
  listLiveScores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            gameStatus: "live" | "final" | "upcoming" | "other";
            gameTime: string | null;
            homeTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            awayTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            homeScore: number | null;
            awayScore: number | null;
            homeShootout: number | null;
            awayShootout: number | null;
            statusDetail: string;
            period: number | null;
            clock: string | null;
            /** @enum {string|null} */
            winner: "home" | "away" | "tie" | null;
            updatedAt: string;
            stale: boolean;
          }[];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  listInternationalSoccer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            gameStatus: "live" | "final" | "upcoming" | "other";
            gameTime: string | null;
            homeTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            awayTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            homeScore: number | null;
            awayScore: number | null;
            homeShootout: number | null;
            awayShootout: number | null;
            statusDetail: string;
            period: number | null;
            clock: string | null;
            /** @enum {string|null} */
            winner: "home" | "away" | "tie" | null;
            updatedAt: string;
            stale: boolean;
          }[];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  listLeagueGames: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        league: "nba" | "nfl" | "mlb" | "nhl" | "mls" | "liga-mx" | "college-football" | "fifa-world-cup";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            gameStatus: "live" | "final" | "upcoming" | "other";
            gameTime: string | null;
            homeTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            awayTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            homeScore: number | null;
            awayScore: number | null;
            homeShootout: number | null;
            awayShootout: number | null;
            statusDetail: string;
            period: number | null;
            clock: string | null;
            /** @enum {string|null} */
            winner: "home" | "away" | "tie" | null;
            updatedAt: string;
            stale: boolean;
          }[];
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  getLiveMoment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            game: {
              id: string;
              /** @enum {string} */
              league:
                | "nba"
                | "nfl"
                | "mlb"
                | "nhl"
                | "mls"
                | "liga-mx"
                | "college-football"
                | "fifa-world-cup"
                | "premier-league"
                | "la-liga"
                | "serie-a"
                | "bundesliga"
                | "ligue-1";
              /** @enum {string} */
              sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
              /** @enum {string} */
              gameStatus: "live" | "final" | "upcoming" | "other";
              gameTime: string | null;
              homeTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              awayTeam: {
                id: number | null;
                name: string;
                abbreviation: string;
                logo: string;
              };
              homeScore: number | null;
              awayScore: number | null;
              homeShootout: number | null;
              awayShootout: number | null;
              statusDetail: string;
              period: number | null;
              clock: string | null;
              /** @enum {string|null} */
              winner: "home" | "away" | "tie" | null;
              updatedAt: string;
              stale: boolean;
            };
            ageMs: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  listNews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            title: string;
            summary: string;
            author: string;
            imageUrl: string | null;
            sourceUrl: string | null;
            publishedAt: string;
            sport: string | null;
            league: string | null;
          }[];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  getNewsImage: {
    parameters: {
      query: {
        src: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image, as the news provider serves it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/jpeg": string;
          "image/png": string;
          "image/gif": string;
          "image/webp": string;
          "image/avif": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getSampleNewsImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image as an SVG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getSpoilerShield: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            teamIds: number[];
          };
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  setSpoilerShield: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          teamIds: number[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            teamIds: number[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            teams: {
              teamId: number;
              kinds: ("start" | "score" | "lead_change" | "red_card" | "close_late" | "final" | "postponed")[];
            }[];
            games: {
              gameId: string;
              kinds: ("start" | "score" | "lead_change" | "red_card" | "close_late" | "final" | "postponed")[];
            }[];
            players: {
              playerId: string;
              name: string;
              teamId: number | null;
            }[];
            quietHours: {
              start: string;
              end: string;
            } | null;
            delaySeconds: number;
          };
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  setAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          teams?: {
            teamId: number;
            kinds: ("start" | "score" | "lead_change" | "red_card" | "close_late" | "final" | "postponed")[];
          }[];
          games?: {
            gameId: string;
            kinds: ("start" | "score" | "lead_change" | "red_card" | "close_late" | "final" | "postponed")[];
          }[];
          players?: {
            playerId: string;
          }[];
          quietHours?: {
            start: string;
            end: string;
          } | null;
          delaySeconds?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            teams: {
              teamId: number;
              kinds: ("start" | "score" | "lead_change" | "red_card" | "close_late" | "final" | "postponed")[];
            }[];
            games: {
              gameId: string;
              kinds: ("start" | "score" | "lead_change" | "red_card" | "close_late" | "final" | "postponed")[];
            }[];
            players: {
              playerId: string;
              name: string;
              teamId: number | null;
            }[];
            quietHours: {
              start: string;
              end: string;
            } | null;
            delaySeconds: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unsubscribePage: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
    };
  };
  unsubscribeReminderMails: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              /** @enum {string} */
              type:
                | "friend_request"
                | "friend_accepted"
                | "join_request"
                | "join_approved"
                | "event_rsvp"
                | "post_like"
                | "post_comment"
                | "event_reminder"
                | "game_start"
                | "game_final"
                | "waitlist_promoted"
                | "event_updated"
                | "content_removed"
                | "now_in_charge"
                | "event_cancelled"
                | "game_update";
              createdAt: string;
              readAt: string | null;
              actor: {
                id: number;
                firstName: string;
                lastName: string;
                username: string;
                avatar: string | null;
              } | null;
              subject: {
                /** @enum {string} */
                kind: "post" | "community" | "event" | "user" | "game";
                id: string | number;
              };
              text: string;
            }[];
            nextCursor: string | null;
            unreadCount: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** @enum {boolean} */
              all: true;
            }
          | {
              ids: number[];
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            unreadCount: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            friend_request: {
              inApp: boolean;
              push: boolean;
            };
            friend_accepted: {
              inApp: boolean;
              push: boolean;
            };
            join_request: {
              inApp: boolean;
              push: boolean;
            };
            join_approved: {
              inApp: boolean;
              push: boolean;
            };
            event_rsvp: {
              inApp: boolean;
              push: boolean;
            };
            post_like: {
              inApp: boolean;
              push: boolean;
            };
            post_comment: {
              inApp: boolean;
              push: boolean;
            };
            event_reminder: {
              inApp: boolean;
              push: boolean;
              /** @default true */
              email: boolean;
            };
            game_start: {
              inApp: boolean;
              push: boolean;
            };
            game_final: {
              inApp: boolean;
              push: boolean;
            };
            waitlist_promoted: {
              inApp: boolean;
              push: boolean;
            };
            event_updated: {
              inApp: boolean;
              push: boolean;
            };
            content_removed: {
              inApp: boolean;
              push: boolean;
            };
            now_in_charge: {
              inApp: boolean;
              push: boolean;
            };
            event_cancelled: {
              inApp: boolean;
              push: boolean;
            };
            game_update: {
              inApp: boolean;
              push: boolean;
            };
          };
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  setNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          friend_request: {
            inApp: boolean;
            push: boolean;
          };
          friend_accepted: {
            inApp: boolean;
            push: boolean;
          };
          join_request: {
            inApp: boolean;
            push: boolean;
          };
          join_approved: {
            inApp: boolean;
            push: boolean;
          };
          event_rsvp: {
            inApp: boolean;
            push: boolean;
          };
          post_like: {
            inApp: boolean;
            push: boolean;
          };
          post_comment: {
            inApp: boolean;
            push: boolean;
          };
          event_reminder: {
            inApp: boolean;
            push: boolean;
            /** @default true */
            email?: boolean;
          };
          game_start: {
            inApp: boolean;
            push: boolean;
          };
          game_final: {
            inApp: boolean;
            push: boolean;
          };
          waitlist_promoted: {
            inApp: boolean;
            push: boolean;
          };
          event_updated: {
            inApp: boolean;
            push: boolean;
          };
          content_removed: {
            inApp: boolean;
            push: boolean;
          };
          now_in_charge: {
            inApp: boolean;
            push: boolean;
          };
          event_cancelled: {
            inApp: boolean;
            push: boolean;
          };
          game_update: {
            inApp: boolean;
            push: boolean;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            friend_request: {
              inApp: boolean;
              push: boolean;
            };
            friend_accepted: {
              inApp: boolean;
              push: boolean;
            };
            join_request: {
              inApp: boolean;
              push: boolean;
            };
            join_approved: {
              inApp: boolean;
              push: boolean;
            };
            event_rsvp: {
              inApp: boolean;
              push: boolean;
            };
            post_like: {
              inApp: boolean;
              push: boolean;
            };
            post_comment: {
              inApp: boolean;
              push: boolean;
            };
            event_reminder: {
              inApp: boolean;
              push: boolean;
              /** @default true */
              email: boolean;
            };
            game_start: {
              inApp: boolean;
              push: boolean;
            };
            game_final: {
              inApp: boolean;
              push: boolean;
            };
            waitlist_promoted: {
              inApp: boolean;
              push: boolean;
            };
            event_updated: {
              inApp: boolean;
              push: boolean;
            };
            content_removed: {
              inApp: boolean;
              push: boolean;
            };
            now_in_charge: {
              inApp: boolean;
              push: boolean;
            };
            event_cancelled: {
              inApp: boolean;
              push: boolean;
            };
            game_update: {
              inApp: boolean;
              push: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getPushStatus: {
    parameters: {
      query?: {
        endpoint?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            publicKey: string;
            subscribed: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  subscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          endpoint: string;
          expirationTime?: number | null;
          keys: {
            p256dh: string;
            auth: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            publicKey: string;
            subscribed: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unsubscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": {
          endpoint: string;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            publicKey: string;
            subscribed: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getOwnAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            username: string;
            firstName: string;
            lastName: string;
            email: string;
            emailVerified: boolean;
            pendingEmail: string | null;
            location: string | null;
            avatar: string | null;
            favoriteTeams: number[];
            isAdmin?: boolean;
            /** @enum {string|null} */
            locale: "en" | "es" | "fr" | null;
            timeZone: string | null;
          };
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            deleted: true;
            communities: {
              handedOver: number;
              deleted: number;
            };
            events: {
              handedOver: number;
              cancelled: number;
              deleted: number;
            };
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  updateOwnAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName?: string;
          lastName?: string;
          email?: string;
          location?: string | null;
          favoriteTeams?: number[];
          /** @enum {string|null} */
          locale?: "en" | "es" | "fr" | null;
          timeZone?: string | null;
          currentPassword?: string;
          id?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            username: string;
            firstName: string;
            lastName: string;
            email: string;
            emailVerified: boolean;
            pendingEmail: string | null;
            location: string | null;
            avatar: string | null;
            favoriteTeams: number[];
            isAdmin?: boolean;
            /** @enum {string|null} */
            locale: "en" | "es" | "fr" | null;
            timeZone: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getUserStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            communities: number;
            eventsAttended: number;
            favoriteTeams: number;
            posts: number;
            friends: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getUserProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            username: string;
            firstName: string;
            lastName: string;
            location: string | null;
            avatar: string | null;
            favoriteTeams: number[];
            teams: {
              id: number;
              name: string;
              city: string;
              sport: string;
              league: string;
              abbreviation: string;
            }[];
            postCount: number;
            friendCount: number;
            /** @enum {string} */
            friendStatus: "self" | "none" | "request_sent" | "request_received" | "friends";
            isBlocked: boolean;
            isMuted: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName?: string;
          lastName?: string;
          email?: string;
          location?: string | null;
          favoriteTeams?: number[];
          /** @enum {string|null} */
          locale?: "en" | "es" | "fr" | null;
          timeZone?: string | null;
          currentPassword?: string;
          id?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            username: string;
            firstName: string;
            lastName: string;
            email: string;
            emailVerified: boolean;
            pendingEmail: string | null;
            location: string | null;
            avatar: string | null;
            favoriteTeams: number[];
            isAdmin?: boolean;
            /** @enum {string|null} */
            locale: "en" | "es" | "fr" | null;
            timeZone: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listFriends: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            firstName: string;
            lastName: string;
            username: string;
            location: string | null;
            avatar: string | null;
          }[];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  listFriendRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            userId: number;
            /** @enum {string} */
            status: "pending";
            createdAt: string;
            user: {
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            };
            firstName: string;
            lastName: string;
            username: string;
            location: string | null;
            avatar: string | null;
          }[];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  findPeople: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            firstName: string;
            lastName: string;
            username: string;
            location: string | null;
            avatar: string | null;
            /** @enum {string} */
            friendStatus: "self" | "none" | "request_sent" | "request_received" | "friends";
          }[];
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  sendFriendRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          friendId: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "self" | "none" | "request_sent" | "request_received" | "friends";
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  acceptFriendRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          friendId: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "self" | "none" | "request_sent" | "request_received" | "friends";
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  declineFriendRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          friendId: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "self" | "none" | "request_sent" | "request_received" | "friends";
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  unfriend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          friendId: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "self" | "none" | "request_sent" | "request_received" | "friends";
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  listCommunities: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        search?: string;
        sport?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              name: string;
              description: string | null;
              sport: string;
              teamId: number | null;
              isPrivate: boolean;
              creatorId: number;
              memberCount: number;
              createdAt: string;
              /** @enum {string|null} */
              membership: "member" | "pending" | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  createCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          description?: string | null;
          sport: string & string;
          teamId?: number | null;
          /** @default false */
          isPrivate?: boolean;
          creatorId?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            description: string | null;
            sport: string;
            teamId: number | null;
            isPrivate: boolean;
            creatorId: number;
            memberCount: number;
            createdAt: string;
            /** @enum {string|null} */
            membership: "member" | "pending" | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listUserCommunities: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              name: string;
              description: string | null;
              sport: string;
              teamId: number | null;
              isPrivate: boolean;
              creatorId: number;
              memberCount: number;
              createdAt: string;
              /** @enum {string|null} */
              membership: "member" | "pending" | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  getCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            description: string | null;
            sport: string;
            teamId: number | null;
            isPrivate: boolean;
            creatorId: number;
            memberCount: number;
            createdAt: string;
            /** @enum {string|null} */
            membership: "member" | "pending" | null;
            creator: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              avatar: string | null;
            };
            pendingRequestCount: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  joinCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": {
          userId?: number;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            description: string | null;
            sport: string;
            teamId: number | null;
            isPrivate: boolean;
            creatorId: number;
            memberCount: number;
            createdAt: string;
            /** @enum {string|null} */
            membership: "member" | "pending" | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  leaveCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": {
          userId?: number;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            description: string | null;
            sport: string;
            teamId: number | null;
            isPrivate: boolean;
            creatorId: number;
            memberCount: number;
            createdAt: string;
            /** @enum {string|null} */
            membership: "member" | "pending" | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  listCommunityMembers: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              avatar: string | null;
              /** @enum {string} */
              role: "creator" | "member";
              joinedAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  listJoinRequests: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              avatar: string | null;
              requestedAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  approveJoinRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            description: string | null;
            sport: string;
            teamId: number | null;
            isPrivate: boolean;
            creatorId: number;
            memberCount: number;
            createdAt: string;
            /** @enum {string|null} */
            membership: "member" | "pending" | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  declineJoinRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            name: string;
            description: string | null;
            sport: string;
            teamId: number | null;
            isPrivate: boolean;
            creatorId: number;
            memberCount: number;
            createdAt: string;
            /** @enum {string|null} */
            membership: "member" | "pending" | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        search?: string;
        sport?: string;
        communityId?: number;
        when?: "upcoming" | "past" | "all";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              title: string;
              description: string | null;
              sport: string;
              location: string;
              eventDate: string;
              timeZone: string;
              maxAttendees: number | null;
              communityId: number | null;
              communityName: string | null;
              isPublic: boolean;
              creatorId: number;
              currentAttendees: number;
              attendees: {
                id: number;
                avatar: string | null;
                firstName: string;
                username: string;
              }[];
              /** @enum {string|null} */
              myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
              waitlistCount: number;
              isPast: boolean;
              gameId: string | null;
              game:
                | ({
                    id: string;
                    league: string;
                    sport: string;
                    gameStatus: string;
                    gameTime?: string | null;
                    homeTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    awayTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    homeScore?: number | null;
                    awayScore?: number | null;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              createdAt: string;
              editedAt: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  createEvent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          description?: string | null;
          sport: string & string;
          location: string;
          eventDate: string;
          timeZone?: string;
          maxAttendees?: number | null;
          communityId?: number | null;
          /** @default true */
          isPublic?: boolean;
          gameId?: string | null;
          creatorId?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            title: string;
            description: string | null;
            sport: string;
            location: string;
            eventDate: string;
            timeZone: string;
            maxAttendees: number | null;
            communityId: number | null;
            communityName: string | null;
            isPublic: boolean;
            creatorId: number;
            currentAttendees: number;
            attendees: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
            }[];
            /** @enum {string|null} */
            myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
            waitlistCount: number;
            isPast: boolean;
            gameId: string | null;
            game:
              | ({
                  id: string;
                  league: string;
                  sport: string;
                  gameStatus: string;
                  gameTime?: string | null;
                  homeTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  awayTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  homeScore?: number | null;
                  awayScore?: number | null;
                } & {
                  [key: string]: unknown;
                })
              | null;
            createdAt: string;
            editedAt: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listUserEvents: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        when?: "upcoming" | "past" | "all";
      };
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              title: string;
              description: string | null;
              sport: string;
              location: string;
              eventDate: string;
              timeZone: string;
              maxAttendees: number | null;
              communityId: number | null;
              communityName: string | null;
              isPublic: boolean;
              creatorId: number;
              currentAttendees: number;
              attendees: {
                id: number;
                avatar: string | null;
                firstName: string;
                username: string;
              }[];
              /** @enum {string|null} */
              myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
              waitlistCount: number;
              isPast: boolean;
              gameId: string | null;
              game:
                | ({
                    id: string;
                    league: string;
                    sport: string;
                    gameStatus: string;
                    gameTime?: string | null;
                    homeTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    awayTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    homeScore?: number | null;
                    awayScore?: number | null;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              createdAt: string;
              editedAt: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  getEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            title: string;
            description: string | null;
            sport: string;
            location: string;
            eventDate: string;
            timeZone: string;
            maxAttendees: number | null;
            communityId: number | null;
            communityName: string | null;
            isPublic: boolean;
            creatorId: number;
            currentAttendees: number;
            attendees: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
            }[];
            /** @enum {string|null} */
            myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
            waitlistCount: number;
            isPast: boolean;
            gameId: string | null;
            game:
              | ({
                  id: string;
                  league: string;
                  sport: string;
                  gameStatus: string;
                  gameTime?: string | null;
                  homeTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  awayTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  homeScore?: number | null;
                  awayScore?: number | null;
                } & {
                  [key: string]: unknown;
                })
              | null;
            createdAt: string;
            editedAt: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  editEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title?: string;
          description?: string | null;
          sport?: string & string;
          location?: string;
          eventDate?: string;
          timeZone?: string;
          maxAttendees?: number | null;
          isPublic?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            title: string;
            description: string | null;
            sport: string;
            location: string;
            eventDate: string;
            timeZone: string;
            maxAttendees: number | null;
            communityId: number | null;
            communityName: string | null;
            isPublic: boolean;
            creatorId: number;
            currentAttendees: number;
            attendees: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
            }[];
            /** @enum {string|null} */
            myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
            waitlistCount: number;
            isPast: boolean;
            gameId: string | null;
            game:
              | ({
                  id: string;
                  league: string;
                  sport: string;
                  gameStatus: string;
                  gameTime?: string | null;
                  homeTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  awayTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  homeScore?: number | null;
                  awayScore?: number | null;
                } & {
                  [key: string]: unknown;
                })
              | null;
            createdAt: string;
            editedAt: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  joinWaitlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            title: string;
            description: string | null;
            sport: string;
            location: string;
            eventDate: string;
            timeZone: string;
            maxAttendees: number | null;
            communityId: number | null;
            communityName: string | null;
            isPublic: boolean;
            creatorId: number;
            currentAttendees: number;
            attendees: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
            }[];
            /** @enum {string|null} */
            myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
            waitlistCount: number;
            isPast: boolean;
            gameId: string | null;
            game:
              | ({
                  id: string;
                  league: string;
                  sport: string;
                  gameStatus: string;
                  gameTime?: string | null;
                  homeTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  awayTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  homeScore?: number | null;
                  awayScore?: number | null;
                } & {
                  [key: string]: unknown;
                })
              | null;
            createdAt: string;
            editedAt: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  setRsvp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @default going
           * @enum {string}
           */
          status?: "going" | "maybe" | "not_going";
          userId?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            title: string;
            description: string | null;
            sport: string;
            location: string;
            eventDate: string;
            timeZone: string;
            maxAttendees: number | null;
            communityId: number | null;
            communityName: string | null;
            isPublic: boolean;
            creatorId: number;
            currentAttendees: number;
            attendees: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
            }[];
            /** @enum {string|null} */
            myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
            waitlistCount: number;
            isPast: boolean;
            gameId: string | null;
            game:
              | ({
                  id: string;
                  league: string;
                  sport: string;
                  gameStatus: string;
                  gameTime?: string | null;
                  homeTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  awayTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  homeScore?: number | null;
                  awayScore?: number | null;
                } & {
                  [key: string]: unknown;
                })
              | null;
            createdAt: string;
            editedAt: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  cancelRsvp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": {
          userId?: number;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            title: string;
            description: string | null;
            sport: string;
            location: string;
            eventDate: string;
            timeZone: string;
            maxAttendees: number | null;
            communityId: number | null;
            communityName: string | null;
            isPublic: boolean;
            creatorId: number;
            currentAttendees: number;
            attendees: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
            }[];
            /** @enum {string|null} */
            myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
            waitlistCount: number;
            isPast: boolean;
            gameId: string | null;
            game:
              | ({
                  id: string;
                  league: string;
                  sport: string;
                  gameStatus: string;
                  gameTime?: string | null;
                  homeTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  awayTeam: {
                    name: string;
                    abbreviation?: string;
                    logo?: string | null;
                  } & {
                    [key: string]: unknown;
                  };
                  homeScore?: number | null;
                  awayScore?: number | null;
                } & {
                  [key: string]: unknown;
                })
              | null;
            createdAt: string;
            editedAt: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listEventAttendees: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              avatar: string | null;
              firstName: string;
              username: string;
              lastName: string;
              rsvpAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getEventCalendarFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event as an iCalendar file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getPartyDelay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            eventId: number;
            gameId: string | null;
            delaySeconds: number;
            from: string;
            until: string;
            canEdit: boolean;
            active: boolean;
            optedOut: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  setPartyDelay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          delaySeconds: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            eventId: number;
            gameId: string | null;
            delaySeconds: number;
            from: string;
            until: string;
            canEdit: boolean;
            active: boolean;
            optedOut: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  setPartyDelayOptOut: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          optedOut: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            eventId: number;
            gameId: string | null;
            delaySeconds: number;
            from: string;
            until: string;
            canEdit: boolean;
            active: boolean;
            optedOut: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getFeed: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        sport?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              userId: number;
              content: string;
              sport: string | null;
              teamId: number | null;
              team: {
                id: number;
                name: string;
                abbreviation: string;
                league: string;
              } | null;
              imageUrl: string | null;
              createdAt: string;
              editedAt: string | null;
              removed: boolean;
              likeCount: number;
              likesCount: number;
              commentCount: number;
              commentsCount: number;
              isLiked: boolean;
              comments: {
                id: number;
                postId: number;
                userId: number;
                content: string;
                createdAt: string;
                editedAt: string | null;
                removed: boolean;
                firstName: string;
                lastName: string;
                username: string;
                avatar: string | null;
              }[];
              author: {
                id: number;
                firstName: string;
                lastName: string;
                username: string;
                avatar: string | null;
              };
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  getPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            userId: number;
            content: string;
            sport: string | null;
            teamId: number | null;
            team: {
              id: number;
              name: string;
              abbreviation: string;
              league: string;
            } | null;
            imageUrl: string | null;
            createdAt: string;
            editedAt: string | null;
            removed: boolean;
            likeCount: number;
            likesCount: number;
            commentCount: number;
            commentsCount: number;
            isLiked: boolean;
            comments: {
              id: number;
              postId: number;
              userId: number;
              content: string;
              createdAt: string;
              editedAt: string | null;
              removed: boolean;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            }[];
            author: {
              id: number;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            };
            firstName: string;
            lastName: string;
            username: string;
            avatar: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  deletePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  editPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
          sport?: (string & string) | null;
          teamId?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            userId: number;
            content: string;
            sport: string | null;
            teamId: number | null;
            team: {
              id: number;
              name: string;
              abbreviation: string;
              league: string;
            } | null;
            imageUrl: string | null;
            createdAt: string;
            editedAt: string | null;
            removed: boolean;
            likeCount: number;
            likesCount: number;
            commentCount: number;
            commentsCount: number;
            isLiked: boolean;
            comments: {
              id: number;
              postId: number;
              userId: number;
              content: string;
              createdAt: string;
              editedAt: string | null;
              removed: boolean;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            }[];
            author: {
              id: number;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            };
            firstName: string;
            lastName: string;
            username: string;
            avatar: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listUserPosts: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              userId: number;
              content: string;
              sport: string | null;
              teamId: number | null;
              team: {
                id: number;
                name: string;
                abbreviation: string;
                league: string;
              } | null;
              imageUrl: string | null;
              createdAt: string;
              editedAt: string | null;
              removed: boolean;
              likeCount: number;
              likesCount: number;
              commentCount: number;
              commentsCount: number;
              isLiked: boolean;
              comments: {
                id: number;
                postId: number;
                userId: number;
                content: string;
                createdAt: string;
                editedAt: string | null;
                removed: boolean;
                firstName: string;
                lastName: string;
                username: string;
                avatar: string | null;
              }[];
              author: {
                id: number;
                firstName: string;
                lastName: string;
                username: string;
                avatar: string | null;
              };
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  createPost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
          sport?: string & string;
          teamId?: number;
          imageUrl?: string;
          userId?: number;
        };
        "multipart/form-data": {
          content: string;
          sport?: string & string;
          teamId?: number;
          imageUrl?: string;
          userId?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            userId: number;
            content: string;
            sport: string | null;
            teamId: number | null;
            team: {
              id: number;
              name: string;
              abbreviation: string;
              league: string;
            } | null;
            imageUrl: string | null;
            createdAt: string;
            editedAt: string | null;
            removed: boolean;
            likeCount: number;
            likesCount: number;
            commentCount: number;
            commentsCount: number;
            isLiked: boolean;
            comments: {
              id: number;
              postId: number;
              userId: number;
              content: string;
              createdAt: string;
              editedAt: string | null;
              removed: boolean;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            }[];
            author: {
              id: number;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            };
            firstName: string;
            lastName: string;
            username: string;
            avatar: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  likePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            liked: boolean;
            likeCount: number;
            likesCount: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  toggleLike: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            liked: boolean;
            likeCount: number;
            likesCount: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unlikePost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            liked: boolean;
            likeCount: number;
            likesCount: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listPostComments: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              postId: number;
              userId: number;
              content: string;
              createdAt: string;
              editedAt: string | null;
              removed: boolean;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  addPostComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            postId: number;
            userId: number;
            content: string;
            createdAt: string;
            editedAt: string | null;
            removed: boolean;
            firstName: string;
            lastName: string;
            username: string;
            avatar: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  deletePostComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        commentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comment is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
    };
  };
  editPostComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        commentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            postId: number;
            userId: number;
            content: string;
            createdAt: string;
            editedAt: string | null;
            removed: boolean;
            firstName: string;
            lastName: string;
            username: string;
            avatar: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/webp": string;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getGame: {
    parameters: {
      query?: {
        reveal?: "0" | "1";
      };
      header?: never;
      path: {
        id: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            /** @enum {string} */
            sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
            /** @enum {string} */
            gameStatus: "live" | "final" | "upcoming" | "other";
            gameTime: string | null;
            homeTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            awayTeam: {
              id: number | null;
              name: string;
              abbreviation: string;
              logo: string;
            };
            homeScore: number | null;
            awayScore: number | null;
            homeShootout: number | null;
            awayShootout: number | null;
            statusDetail: string;
            period: number | null;
            clock: string | null;
            /** @enum {string|null} */
            winner: "home" | "away" | "tie" | null;
            updatedAt: string;
            stale: boolean;
            timeline: {
              at: string;
              /** @enum {string} */
              kind: "start" | "period" | "score" | "final" | "postponed";
              period: number | null;
              clock: string | null;
              homeScore: number | null;
              awayScore: number | null;
              text: string;
            }[];
            watchParties: {
              id: number;
              title: string;
              description: string | null;
              sport: string;
              location: string;
              eventDate: string;
              timeZone: string;
              maxAttendees: number | null;
              communityId: number | null;
              communityName: string | null;
              isPublic: boolean;
              creatorId: number;
              currentAttendees: number;
              attendees: {
                id: number;
                avatar: string | null;
                firstName: string;
                username: string;
              }[];
              /** @enum {string|null} */
              myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
              waitlistCount: number;
              isPast: boolean;
              gameId: string | null;
              game:
                | ({
                    id: string;
                    league: string;
                    sport: string;
                    gameStatus: string;
                    gameTime?: string | null;
                    homeTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    awayTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    homeScore?: number | null;
                    awayScore?: number | null;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              createdAt: string;
              editedAt: string | null;
              friendsGoing: {
                id: number;
                avatar: string | null;
                firstName: string;
                username: string;
              }[];
            }[];
            venue: {
              name: string;
              city: string | null;
            } | null;
            broadcasts: string[];
            lineScore: {
              periods: {
                label: string;
                home: number;
                away: number;
              }[];
            } | null;
            teamStats: {
              key: string;
              label: string;
              home: (number | null) | string;
              away: (number | null) | string;
            }[];
            boxScore: {
              home: {
                teamId: number | null;
                groups: {
                  key: string;
                  label: string;
                  columns: {
                    key: string;
                    label: string;
                  }[];
                  players: {
                    player: {
                      id: string;
                      name: string;
                      jersey: string | null;
                      position: string | null;
                    };
                    starter: boolean;
                    stats: {
                      [key: string]: (number | null) | string;
                    };
                  }[];
                }[];
              };
              away: {
                teamId: number | null;
                groups: {
                  key: string;
                  label: string;
                  columns: {
                    key: string;
                    label: string;
                  }[];
                  players: {
                    player: {
                      id: string;
                      name: string;
                      jersey: string | null;
                      position: string | null;
                    };
                    starter: boolean;
                    stats: {
                      [key: string]: (number | null) | string;
                    };
                  }[];
                }[];
              };
            } | null;
            keyEvents: {
              id: string;
              /** @enum {string} */
              kind:
                | "goal"
                | "penalty-goal"
                | "own-goal"
                | "penalty-missed"
                | "yellow-card"
                | "red-card"
                | "substitution"
                | "penalty"
                | "touchdown"
                | "field-goal"
                | "extra-point"
                | "two-point"
                | "safety"
                | "home-run"
                | "run";
              period: number;
              clock: string | null;
              /** @enum {string} */
              team: "home" | "away";
              players: {
                id: string;
                name: string;
                /** @enum {string} */
                role: "scorer" | "assist" | "in" | "out" | "player";
              }[];
              homeScore: number;
              awayScore: number;
            }[];
            lineups: {
              home: {
                formation: string | null;
                starters: {
                  id: string;
                  name: string;
                  jersey: string | null;
                  position: string | null;
                }[];
                bench: {
                  id: string;
                  name: string;
                  jersey: string | null;
                  position: string | null;
                }[];
              };
              away: {
                formation: string | null;
                starters: {
                  id: string;
                  name: string;
                  jersey: string | null;
                  position: string | null;
                }[];
                bench: {
                  id: string;
                  name: string;
                  jersey: string | null;
                  position: string | null;
                }[];
              };
            } | null;
            leaders: {
              key: string;
              label: string;
              home: {
                player: {
                  id: string;
                  name: string;
                  jersey: string | null;
                  position: string | null;
                };
                value: string;
              } | null;
              away: {
                player: {
                  id: string;
                  name: string;
                  jersey: string | null;
                  position: string | null;
                };
                value: string;
              } | null;
            }[];
            headToHead: {
              gameId: string;
              date: string;
              homeTeamId: number | null;
              awayTeamId: number | null;
              homeScore: number;
              awayScore: number;
            }[];
            form: {
              home: {
                gameId: string;
                date: string;
                opponentId: number | null;
                home: boolean;
                teamScore: number;
                opponentScore: number;
                /** @enum {string} */
                result: "W" | "D" | "L";
              }[];
              away: {
                gameId: string;
                date: string;
                opponentId: number | null;
                home: boolean;
                teamScore: number;
                opponentScore: number;
                /** @enum {string} */
                result: "W" | "D" | "L";
              }[];
            };
            shielded: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  getPlayer: {
    parameters: {
      query?: {
        reveal?: "0" | "1";
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            player: {
              id: string;
              name: string;
              jersey: string | null;
              position: string | null;
              team: {
                id: number;
                name: string;
                abbreviation: string;
              } | null;
            };
            season: {
              games: number;
              stats: {
                [key: string]: (number | null) | string;
              };
            };
            games: {
              gameId: string;
              date: string;
              opponent: {
                id: number;
                name: string;
                abbreviation: string;
              } | null;
              stats: {
                [key: string]: (number | null) | string;
              };
            }[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  listGameComments: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              gameId: string;
              userId: number;
              content: string;
              createdAt: string;
              firstName: string;
              lastName: string;
              username: string;
              avatar: string | null;
              removed: boolean;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  addGameComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string & string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            gameId: string;
            userId: number;
            content: string;
            createdAt: string;
            firstName: string;
            lastName: string;
            username: string;
            avatar: string | null;
            removed: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  deleteGameComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string & string;
        commentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comment is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getPrediction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string & string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            gameId: string;
            /** @enum {string} */
            state: "open" | "locked" | "scored";
            drawAllowed: boolean;
            prediction: {
              /** @enum {string} */
              winner: "home" | "away" | "draw";
              homeScore: number | null;
              awayScore: number | null;
              createdAt: string;
              updatedAt: string;
              points: number | null;
              exact: boolean | null;
              scoredAt: string | null;
            } | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  submitPrediction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string & string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          winner: "home" | "away" | "draw";
          homeScore?: number | null;
          awayScore?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            gameId: string;
            /** @enum {string} */
            state: "open" | "locked" | "scored";
            drawAllowed: boolean;
            prediction: {
              /** @enum {string} */
              winner: "home" | "away" | "draw";
              homeScore: number | null;
              awayScore: number | null;
              createdAt: string;
              updatedAt: string;
              points: number | null;
              exact: boolean | null;
              scoredAt: string | null;
            } | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getLeaderboard: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        scope?: string & string;
        period?: "week" | "season";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            scope: string;
            /** @enum {string} */
            period: "week" | "season";
            since: string;
            items: {
              rank: number;
              user: {
                id: number;
                username: string;
                firstName: string;
                lastName: string;
                avatar: string | null;
              };
              points: number;
              predictions: number;
              exact: number;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
    };
  };
  getStandings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        league: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            league:
              | "nba"
              | "nfl"
              | "mlb"
              | "nhl"
              | "mls"
              | "liga-mx"
              | "college-football"
              | "fifa-world-cup"
              | "premier-league"
              | "la-liga"
              | "serie-a"
              | "bundesliga"
              | "ligue-1";
            season: string;
            groups: {
              name: string;
              conference: string | null;
              entries: {
                rank: number;
                team: {
                  id: number | null;
                  name: string;
                  abbreviation: string;
                  logo: string;
                };
                gamesPlayed: number;
                wins: number;
                losses: number;
                draws?: number;
                ties?: number;
                otLosses?: number;
                points?: number;
                winPercent?: number;
                gamesBehind?: number;
                goalsFor?: number;
                goalsAgainst?: number;
                goalDifference?: number;
                streak?: string | null;
                form?: ("W" | "L" | "D" | "T")[];
                note?: {
                  description: string;
                  color: string;
                } | null;
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  listBlocks: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              avatar: string | null;
              since: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  listMutes: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              username: string;
              firstName: string;
              lastName: string;
              avatar: string | null;
              since: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  blockUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blocked: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unblockUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blocked: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  muteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            muted: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unmuteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            muted: boolean;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listSessions: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              device: {
                label: string;
                browser: string | null;
                os: string | null;
                /** @enum {string} */
                type: "desktop" | "mobile" | "tablet" | "tv" | "unknown";
              };
              createdAt: string;
              lastSeenAt: string;
              current: boolean;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
    };
  };
  revokeSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session is signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  signOutOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            signedOut: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  createReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          subject: {
            /** @enum {string} */
            kind: "post" | "comment" | "game_comment" | "user" | "community" | "event";
            id: number;
          };
          /** @enum {string} */
          reason: "spam" | "harassment" | "hate" | "violence" | "other";
          details?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: number;
            message: string;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listOpenReports: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              reportId: number;
              subject: {
                /** @enum {string} */
                kind: "post" | "comment" | "game_comment" | "user" | "community" | "event";
                id: number;
              };
              title: string;
              text: string | null;
              imageUrl: string | null;
              postId: number | null;
              gameId: string | null;
              removed: boolean;
              author: {
                id: number;
                username: string;
                firstName: string;
                lastName: string;
                avatar: string | null;
              };
              authorSuspendedUntil: string | null;
              authorSuspended: boolean;
              reportCount: number;
              reasons: {
                spam: number;
                harassment: number;
                hate: number;
                violence: number;
                other: number;
              };
              details: string[];
              firstReportedAt: string;
              lastReportedAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  dismissReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "dismissed" | "removed";
            closedReports: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  removeReportedContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "dismissed" | "removed";
            closedReports: number;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  suspendUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: date-time */
          until: string | null;
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            userId: number;
            suspended: boolean;
            until: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  unsuspendUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            userId: number;
            suspended: boolean;
            until: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description Not allowed for this user, or a browser request from another site (`forbidden`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ForbiddenError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description The resource's current state does not allow this (`conflict`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConflictError"];
        };
      };
      /** @description The body or the uploaded file is too large (`payload_too_large`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayloadTooLargeError"];
        };
      };
      /** @description The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnsupportedMediaTypeError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  listAuditTrail: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: number;
              admin: {
                id: number;
                username: string;
                firstName: string;
                lastName: string;
                avatar: string | null;
              } | null;
              /** @enum {string} */
              action: "dismiss" | "remove" | "suspend" | "unsuspend";
              subject: {
                /** @enum {string} */
                kind: "post" | "comment" | "game_comment" | "user" | "community" | "event";
                id: number | null;
              };
              targetUser: {
                id: number;
                username: string;
                firstName: string;
                lastName: string;
                avatar: string | null;
              } | null;
              reportId: number | null;
              details: {
                [key: string]: unknown;
              };
              createdAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
    };
  };
  exportAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything FanZone holds about the user, as a JSON file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": string;
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  search: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            q: string;
            teams: {
              id: number;
              name: string;
              city: string;
              /** @enum {string} */
              sport: "basketball" | "football" | "baseball" | "hockey" | "soccer";
              /** @enum {string} */
              league:
                | "nba"
                | "nfl"
                | "mlb"
                | "nhl"
                | "mls"
                | "liga-mx"
                | "college-football"
                | "fifa-world-cup"
                | "premier-league"
                | "la-liga"
                | "serie-a"
                | "bundesliga"
                | "ligue-1";
              abbreviation: string;
              logo: string;
              primaryColor: string;
              secondaryColor: string;
              conference: string | null;
            }[];
            people: {
              id: number;
              firstName: string;
              lastName: string;
              username: string;
              location: string | null;
              avatar: string | null;
              /** @enum {string} */
              friendStatus: "self" | "none" | "request_sent" | "request_received" | "friends";
            }[];
            communities: {
              id: number;
              name: string;
              description: string | null;
              sport: string;
              teamId: number | null;
              isPrivate: boolean;
              creatorId: number;
              memberCount: number;
              createdAt: string;
              /** @enum {string|null} */
              membership: "member" | "pending" | null;
            }[];
            events: {
              id: number;
              title: string;
              description: string | null;
              sport: string;
              location: string;
              eventDate: string;
              timeZone: string;
              maxAttendees: number | null;
              communityId: number | null;
              communityName: string | null;
              isPublic: boolean;
              creatorId: number;
              currentAttendees: number;
              attendees: {
                id: number;
                avatar: string | null;
                firstName: string;
                username: string;
              }[];
              /** @enum {string|null} */
              myRsvp: "going" | "maybe" | "not_going" | "waitlist" | null;
              waitlistCount: number;
              isPast: boolean;
              gameId: string | null;
              game:
                | ({
                    id: string;
                    league: string;
                    sport: string;
                    gameStatus: string;
                    gameTime?: string | null;
                    homeTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    awayTeam: {
                      name: string;
                      abbreviation?: string;
                      logo?: string | null;
                    } & {
                      [key: string]: unknown;
                    };
                    homeScore?: number | null;
                    awayScore?: number | null;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              createdAt: string;
              editedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No valid session: sign in first (`unauthenticated`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UnauthenticatedError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
  getPreviewImage: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        kind: "events" | "games" | "teams";
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description image/png */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": unknown;
        };
      };
      /** @description The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ValidationError"];
        };
      };
      /** @description No such resource, or not one this user may see (`not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotFoundError"];
        };
      };
      /** @description Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RateLimitedError"];
        };
      };
    };
  };
}
