//! Where phones find the TV (its address on the local network) and what they must know: the room
//! code and each phone's seat token, drawn from the operating system's randomness.

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

use rand::RngExt;

/// Letters of a room code: no I, O, L or U (they read as digits or each other aloud).
const ROOM_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTVWXYZ";

/// A fresh four-letter room code.
pub fn new_room_code() -> String {
    let mut rng = rand::rng();
    (0..4).map(|_| ROOM_LETTERS[rng.random_range(0..ROOM_LETTERS.len())] as char).collect()
}

/// A fresh seat token: 128 random bits in hex.
pub fn new_token() -> String {
    let mut rng = rand::rng();
    format!("{:016x}{:016x}", rng.random::<u64>(), rng.random::<u64>())
}

/// This machine's address on the local network: the one its route to the outside would leave
/// from (a UDP socket "connected" sends nothing); loopback when there is no network.
pub fn lan_address() -> IpAddr {
    let routed = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| s.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).map(|()| s))
        .and_then(|s| s.local_addr());
    match routed {
        Ok(addr) if !addr.ip().is_unspecified() => addr.ip(),
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}
