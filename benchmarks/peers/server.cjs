// A boardgame.io 0.50 server (in memory, socket.io) playing Yum: the peer of our table server.
//   node benchmarks/peers/server.cjs PORT
"use strict";
const { Server } = require("boardgame.io/server");
const { Yum } = require("./yum.cjs");

const port = Number(process.argv[2] || 8000);
const server = Server({ games: [Yum], origins: ["*"] });
server.run(port, () => console.log(`bgio ready on ${port}`));
