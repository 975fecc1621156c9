"""College Football Saturday's whole game at the Pico's REPL, for `sideline bench --uf2`
(host_tools/rp2/repl_game.py plays it and reads what it prints)."""

HOME, AWAY = "granite_rams", "cascade_otters"  # two of the stock sheets (firmware/teams/)

# A whole game played at the REPL by the firmware's own modules (as `make flash` installs
# them; the sheets read by the game's own catalog and its checker dropped after, as main.py
# does), the main loop
# stopped by Ctrl-C; human callers answer as the box's first menu item
# would (no check-off, no audible: the app's NO CHECK and NO AUD come first). Each action's
# callers timed on the Pico's clock, the heap collected and read after every action, while
# `ballast` bytes are held (in 1 KB pieces: headroom for small allocations to come, not one
# block the heap may not have).
CODE = """
import gc,time
from games.cfs.box import catalog
from games.cfs.rules import game
from games.cfs.callers import solitaire
from sideline.dice import seed_state
def _rd(p):
 with open(p) as f: return f.read()
def _first(step,side,options):
 if step=='checkoff' or step=='audible':
  return None
 o=options[0]
 return o[0] if type(o) is tuple else o
_c,_m,_load=catalog(['%(home)s.json','%(away)s.json'],lambda n:_rd('teams/'+n))
S={'home':_load('%(home)s'),'away':_load('%(away)s')}
_c=_m=_load=catalog=None
import sys
for _n in sys.modules['games.cfs.box'].CHECKER:
 _n='games.cfs.'+_n
 sys.modules.pop(_n,None)
 _q,_s=_n.rsplit('.',1)
 _pkg=sys.modules.get(_q)
 if _pkg and _s in _pkg.__dict__: delattr(_pkg,_s)
_pkg=None
gc.collect()
f0=gc.mem_free()
B=[bytearray(1024) for _ in range(%(ballast)d//1024)]
G=game.new_game(S,seed_state(%(seed)d))
st={'home':solitaire.new_caller_state('%(kind)s',%(seed)d+1),'away':solitaire.new_caller_state('%(kind)s',%(seed)d+2)}
t=time.ticks_us()
solitaire.warm(st,G,S)
print('WARM',time.ticks_diff(time.ticks_us(),t)/1000)
gc.collect()
h0=gc.mem_alloc()
n=0
err=''
while not game.is_over(G):
 p=G['possession'];k=G['phase']
 t=time.ticks_us()
 try:
  a=solitaire.next_action(st,G,S,None,_first)
 except MemoryError as e:
  err=repr(e);break
 ms=time.ticks_diff(time.ticks_us(),t)/1000
 game.apply(G,S,a)
 a=None
 gc.collect()
 print('ACT',n,k,p,ms,gc.mem_alloc()-h0,gc.mem_free())
 n+=1
print('OVER',game.is_over(G),n,f0,err)
"""
